"""axe_tinygrad: tinygrad 0.14 tensor graphs exported to Axe's uop tensor
level, compiled by Axe, run on its CPU JIT and checked against tinygrad.

    from axe_tinygrad import check
    print(check(lambda a, b: (a @ b).relu(), A, B).message)

tinygrad computes the reference on its PYTHON device unless
AXE_TINYGRAD_DEVICE names another (check.py says why).
"""
from .check import CheckResult, check
from .errors import AxeError, ExportError
from .export import Program, export
from .run import run_on_cpu

__all__ = ["AxeError", "CheckResult", "ExportError", "Program", "check", "export", "run_on_cpu"]
