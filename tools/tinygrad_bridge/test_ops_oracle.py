"""What run_test_ops.py puts around tinygrad's test/test_ops.py so that its
TestOps run through Axe, with tinygrad itself as the oracle:

- every read of a tinygrad tensor's data (`Tensor.numpy`, and `Tensor.data`
  under `item` and `tolist`) first exports the tensor's graph with the bridge
  (every buffer it reads becomes an argument, the data tinygrad holds for it),
  compiles and runs it on Axe's CPU JIT, realizes it with tinygrad, and
  compares; the read returns Axe's result, so a test's own assertions
  (`assert math.isnan(t.max().numpy())`) check Axe's value;
- `helper_test_op` (forward passes only) builds the inputs as the file's own
  helper does (same seed, same dtypes) and reads the tinygrad function's
  result, with the test's atol / rtol as an extra allowance;
- `helper_test_exception` checks tinygrad's side only;
- `torch`: the real one when it imports (tools/setup-python-models.sh
  installs it): `helper_test_op` then also computes the torch function on the
  same inputs and compares Axe's value with torch's as the file's own helper
  does (shape, dtype, the test's atol / rtol; integers exactly), and the
  file's own `prepare_test_op` and `helper_test_exception` run unchanged.
  Without torch it is a stand-in whose values only stand in: a test that
  needs a torch value (its length, its truth, its data) fails with NeedsTorch.
"""
import contextlib
import pathlib
import sys
import types

import numpy as np
from tinygrad import Tensor, dtypes
from tinygrad.dtype import _to_np_dtype, strong_dtype
from tinygrad.uop.ops import Ops

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from axe_tinygrad.compare import mismatch  # noqa: E402
from axe_tinygrad.errors import AxeError, ExportError  # noqa: E402
from axe_tinygrad.export import export  # noqa: E402
from axe_tinygrad.run import run_on_cpu  # noqa: E402


class NeedsTorch(Exception):
    """The test needs a real torch value (the project's venv has no torch)."""


class TorchMismatch(AssertionError):
    """Axe's value (which matched tinygrad's) differs from torch's beyond the test's tolerance."""


class AxeFailure(AssertionError):
    """Axe could not export, compile or run a graph, or its result differs
    from tinygrad's; `stage` says which."""

    def __init__(self, stage: str, message: str):
        super().__init__(f"[{stage}] {message}")
        self.stage = stage


# -- torch stand-in -------------------------------------------------------------

class _TorchValue:
    """Any torch value or function: building one works, using its contents
    raises NeedsTorch."""

    def __init__(self, what: str = "torch"):
        self._what = what

    def __getattr__(self, name):
        if name == "__name__":
            return self._what.rsplit(".", 1)[-1]
        if name.startswith("__"):
            raise AttributeError(name)
        return _TorchValue(f"{self._what}.{name}")

    def __call__(self, *args, **kwargs):
        return _TorchValue(f"{self._what}()")

    def __getitem__(self, key):
        return _TorchValue(f"{self._what}[]")

    def _needs(self, *_):
        raise NeedsTorch(f"the test uses the value of {self._what}")

    __len__ = __iter__ = __bool__ = __float__ = __int__ = __index__ = __array__ = _needs

    def _value(self, *_):
        return _TorchValue(self._what)

    for _op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor",
                "lshift", "rshift", "lt", "le", "gt", "ge", "neg", "pos", "abs", "invert"):
        locals()[f"__{_op}__"] = _value
        locals()[f"__r{_op}__"] = _value
    del _op

    def __eq__(self, other):
        return _TorchValue(self._what)

    def __ne__(self, other):
        return _TorchValue(self._what)

    __hash__ = object.__hash__


class _TorchData:
    """A torch tensor that a test builds only to hand its data to tinygrad
    (`Tensor(torch.randint(3, size=[3, 4]).numpy())`, `len(torch_chunks)`):
    numpy holds it. Anything else it is asked for stands in (_TorchValue)."""

    def __init__(self, array):
        self.array = np.asarray(array)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _TorchValue(f"a torch tensor's .{name}")

    shape = property(lambda self: self.array.shape)
    dtype = property(lambda self: self.array.dtype)

    def numpy(self):
        return self.array

    def detach(self):
        return self

    cpu = requires_grad_ = contiguous = detach

    def type(self, dtype):
        return _TorchData(self.array.astype(dtype))

    def long(self):
        return self.type(np.int64)

    def int(self):
        return self.type(np.int32)

    def float(self):
        return self.type(np.float32)

    def reshape(self, *shape):
        return _TorchData(self.array.reshape(*shape))

    def repeat(self, *sizes):
        return _TorchData(np.tile(self.array, sizes))

    def chunk(self, chunks, dim=0):
        size = -(-self.array.shape[dim] // chunks)
        return tuple(_TorchData(a) for a in np.split(self.array, range(size, self.array.shape[dim], size), axis=dim))

    def __len__(self):
        return len(self.array)

    def __iter__(self):
        return (_TorchData(a) for a in self.array)

    def __getitem__(self, key):
        return _TorchData(self.array[key])


# torch's dtypes as the numpy dtypes they hold
_DTYPES = {"float32": np.float32, "float": np.float32, "float64": np.float64, "double": np.float64,
           "float16": np.float16, "half": np.float16, "int64": np.int64, "long": np.int64, "int32": np.int32,
           "int": np.int32, "int16": np.int16, "int8": np.int8, "uint8": np.uint8, "bool": np.bool_}


def _torch_tensor(data, dtype=None, **_):
    data = data.array if isinstance(data, _TorchData) else data
    array = np.array(data, dtype=dtype)
    if dtype is None and not isinstance(data, np.ndarray) and array.dtype == np.float64:
        array = array.astype(np.float32)  # torch's default float
    return _TorchData(array)


def _torch_randint(low=0, high=None, size=(), dtype=np.int64, **_):
    if high is None:
        low, high = 0, low
    return _TorchData(np.random.randint(low, high, size=size).astype(dtype))


def _torch_arange(*args, dtype=None, **_):
    return _TorchData(np.arange(*args, dtype=dtype if dtype is not None else None))


def torch_stand_in() -> types.ModuleType:
    module = types.ModuleType("torch")
    module.AXE_STAND_IN = True
    module.__dict__.update(_DTYPES)
    module.tensor = _torch_tensor
    module.randint = _torch_randint
    module.arange = _torch_arange
    module.ones = lambda *shape, dtype=np.float32, **_: _TorchData(np.ones(shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape, dtype))
    module.zeros = lambda *shape, dtype=np.float32, **_: _TorchData(np.zeros(shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape, dtype))
    module.__getattr__ = lambda name: _TorchValue(f"torch.{name}")  # type: ignore[attr-defined]
    return module


# -- the oracle ------------------------------------------------------------------

# ops that copy data or change its shape only: a tensor that is a buffer
# under these holds data tinygrad has already, and Axe has nothing to compute
_DATA_ONLY = (Ops.COPY, Ops.RESHAPE, Ops.CONTIGUOUS)


def _holds_data(u) -> bool:
    while u.op in _DATA_ONLY and u.src:
        u = u.src[0]
    return u.op is Ops.BUFFER


class AxeOracle:
    def __init__(self, workdir: str | None = None):
        self.workdir = workdir
        self.checks = 0
        self.allowance: tuple[float, float] | None = None
        self._busy = False
        self._numpy = Tensor.numpy
        self._data = Tensor.data

    def install(self) -> None:
        oracle = self

        def numpy(t: Tensor) -> np.ndarray:
            if oracle._busy:
                return oracle._numpy(t)
            oracle._busy = True
            try:
                return oracle.read(t)
            finally:
                oracle._busy = False

        def data(t: Tensor):
            if not oracle._busy:
                numpy(t)  # checks it on Axe
            return oracle._data(t)

        Tensor.numpy = numpy  # type: ignore[method-assign]
        Tensor.data = data  # type: ignore[method-assign]

    def uninstall(self) -> None:
        Tensor.numpy = self._numpy  # type: ignore[method-assign]
        Tensor.data = self._data  # type: ignore[method-assign]

    @contextlib.contextmanager
    def allowing(self, atol: float, rtol: float):
        """Within: a float result also passes within the test's own atol / rtol."""
        previous, self.allowance = self.allowance, (atol, rtol)
        try:
            yield
        finally:
            self.allowance = previous

    def read(self, t: Tensor) -> np.ndarray:
        """Axe's value of `t`, after checking it against tinygrad's."""
        # as tinygrad's own numpy() reads them: a literal's weak dtype as the
        # strong one, bfloat16 and fp8 as float32 (numpy has neither)
        if t.dtype in dtypes.weaks:
            t = t.cast(strong_dtype(t.dtype))
        if t.dtype == dtypes.bfloat16 or t.dtype in dtypes.fp8s:
            t = t.float()
        if _holds_data(t.uop):
            return self._numpy(t)
        try:
            program = export([t], [], name="main")
        except ExportError as e:
            raise AxeFailure("export", str(e)) from None
        self.checks += 1
        try:
            got = run_on_cpu(program, program.extra_inputs, workdir=self.workdir)[0]
        except AxeError as e:
            raise AxeFailure(str(e).split(":")[0], str(e)) from None
        want = self._numpy(t)
        if (why := self._differs(got, want)) is not None:
            raise AxeFailure("compare", why)
        return got.reshape(want.shape).astype(want.dtype, copy=False)

    def _differs(self, got: np.ndarray, want: np.ndarray) -> str | None:
        why = mismatch(got, want)
        if why is None or self.allowance is None or got.shape != want.shape or got.dtype != want.dtype:
            return why
        if not np.issubdtype(want.dtype, np.floating):
            return why
        atol, rtol = self.allowance
        g, w = got.astype(np.float64), want.astype(np.float64)
        same_specials = np.array_equal(np.isnan(g), np.isnan(w)) and np.array_equal(g[np.isinf(w)], w[np.isinf(w)])
        finite = np.isfinite(w)
        if same_specials and np.all(np.abs(g[finite] - w[finite]) <= atol + rtol * np.abs(w[finite])):
            return None
        return why + f" (and outside the test's own atol {atol:g} rtol {rtol:g})"


# -- the file's helpers, torch-free -------------------------------------------------

def torch_like_array(x) -> np.ndarray:
    """What `torch.tensor(x)` then the helper's int64 -> int32 would hold:
    Python floats are float32 (torch's default), a numpy array keeps its dtype."""
    a = np.array(x)
    if not isinstance(x, np.ndarray) and a.dtype == np.float64:
        a = a.astype(np.float32)
    if a.dtype == np.int64:
        a = a.astype(np.int32)
    return a


def prepare_inputs(low, high, shps, vals) -> list[np.ndarray]:
    if shps is None:
        return [torch_like_array(x) for x in vals]
    np.random.seed(0)
    return [np.random.uniform(low=low, high=high, size=size).astype(_to_np_dtype(dtypes.default_float)) for size in shps]


def make_helpers(oracle: AxeOracle):
    def helper_test_op(shps, torch_fxn, tinygrad_fxn=None, atol=1e-6, rtol=1e-3, grad_atol=1e-4, grad_rtol=1e-3,
                       forward_only=False, vals=None, low=-2, high=2):
        fxn = torch_fxn if tinygrad_fxn is None else tinygrad_fxn
        tensors = [Tensor(a) for a in prepare_inputs(low, high, shps, vals)]
        out = fxn(*tensors)
        if not isinstance(out, Tensor):
            raise NeedsTorch(f"the tinygrad function returned {type(out).__name__}, not a Tensor")
        with oracle.allowing(atol, rtol):
            out.numpy()

    def prepare_test_op(low, high, shps, vals, forward_only=False):
        tensors = [Tensor(a) for a in prepare_inputs(low, high, shps, vals)]
        return [_TorchValue("torch.tensor") for _ in tensors], tensors

    def helper_test_exception(self, shps, torch_fxn, tinygrad_fxn=None, expected=None, forward_only=False,
                              exact=False, vals=None, low=-1.5, high=1.5):
        fxn = torch_fxn if tinygrad_fxn is None else tinygrad_fxn
        tensors = [Tensor(a) for a in prepare_inputs(low, high, shps, vals)]
        with self.assertRaises(expected):
            fxn(*tensors)

    return helper_test_op, prepare_test_op, helper_test_exception


def make_torch_helper(oracle: AxeOracle, prepare_test_op, torch):
    """helper_test_op with the real torch (forward passes only): the file's
    own prepare_test_op builds both sides' inputs, Axe's value of the tinygrad
    function is checked against tinygrad's, then compared with torch's as
    the file's helper compares tinygrad's."""
    def helper_test_op(shps, torch_fxn, tinygrad_fxn=None, atol=1e-6, rtol=1e-3, grad_atol=1e-4, grad_rtol=1e-3,
                       forward_only=False, vals=None, low=-2, high=2):
        fxn = torch_fxn if tinygrad_fxn is None else tinygrad_fxn
        ts, tst = prepare_test_op(low, high, shps, vals, forward_only=True)
        try:
            with torch.no_grad():
                expected = torch_fxn(*ts).detach().cpu().numpy()
        except RuntimeError:
            # this torch refuses what the file's torch took (torch 2.15: a reflect or replicate pad
            # to height 0); tinygrad is still the oracle
            expected = None
        out = fxn(*tst)
        if not isinstance(out, Tensor):
            raise TorchMismatch(f"the tinygrad function returned {type(out).__name__}, not a Tensor")
        with oracle.allowing(atol, rtol):
            got = out.numpy()
        if expected is None:
            return
        try:
            assert got.shape == expected.shape, f"shape {got.shape}, torch {expected.shape}"
            assert got.dtype == expected.dtype, f"dtype {got.dtype}, torch {expected.dtype}"
            if np.issubdtype(got.dtype, np.floating):
                np.testing.assert_allclose(got, expected, atol=atol, rtol=rtol)
            else:
                np.testing.assert_equal(got, expected)
        except AssertionError as e:
            raise TorchMismatch(f"Axe (= tinygrad) against torch: {str(e).strip()[:400]}") from None

    return helper_test_op
