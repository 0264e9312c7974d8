"""axe_tinygrad: tinygrad 0.14 tensor graphs exported to Axe's uop tensor
level, compiled by Axe, run on its CPU JIT and checked against tinygrad.

    from axe_tinygrad import check
    print(check(lambda a, b: (a @ b).relu(), A, B).message)

tinygrad computes the reference on its PYTHON device unless DEV says
otherwise: it needs no C compiler (tinygrad's CPU device runs `clang`, or
the compiler named by CC), so the check runs on any machine with the venv.
"""
import os

os.environ.setdefault("DEV", "PYTHON")

from .check import CheckResult, check  # noqa: E402
from .errors import AxeError, ExportError  # noqa: E402
from .export import Program, export  # noqa: E402
from .run import run_on_cpu  # noqa: E402

__all__ = ["AxeError", "CheckResult", "ExportError", "Program", "check", "export", "run_on_cpu"]
