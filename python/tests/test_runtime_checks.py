"""A runtime check of a compiled program that fails in a call (torch-mlir's bounds checks of an embedding's
token ids) raises axe.RuntimeCheckError, a RuntimeError, naming the check and the user's source line, as
torch raises for the same ids; the process goes on, and the next call with good ids returns torch's result.
Through axe.compile and through torch.compile(backend="axe")."""

import inspect

import pytest
import torch

import axe

torch.manual_seed(0)


class Lookup(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.table = torch.nn.Embedding(10, 6)

    def forward(self, ids):
        return self.table(ids) * 2


LOOKUP_LINE = inspect.getsourcelines(Lookup.forward)[1] + 1  # `return self.table(ids) * 2`
GOOD = torch.tensor([[1, 2, 9], [0, 5, 5]])


@pytest.fixture(scope="module")
def lookup():
    model = Lookup().eval()
    return model, axe.compile(model, (GOOD,))


def assert_torch_result(model, compiled, ids):
    with torch.no_grad():
        want = model(ids)
    got = compiled(ids)
    assert got.shape == want.shape and torch.equal(got, want)


@pytest.mark.parametrize(
    "bad, message",
    [(10, "index must be smaller than dim size"), (-1, "index must be larger or equal to 0")],
)
def test_an_id_out_of_range_raises_and_the_next_call_works(lookup, bad, message):
    model, fast = lookup
    assert_torch_result(model, fast, GOOD)
    ids = GOOD.clone()
    ids[1, 2] = bad
    with pytest.raises(IndexError):  # torch raises for these ids too
        model(ids)
    with pytest.raises(axe.RuntimeCheckError) as raised:
        fast(ids)
    e = raised.value
    assert isinstance(e, RuntimeError) and isinstance(e, axe.AxeError)
    assert e.message == message
    assert e.location is not None and e.location.file == __file__ and e.location.line == LOOKUP_LINE
    assert str(e) == f"runtime check failed at {__file__}:{LOOKUP_LINE}: {message}"
    assert f"runtime check failed: {message}" in e.diagnostic
    # The process lives on, the failure was cleared with the call, and good ids give torch's rows.
    assert_torch_result(model, fast, GOOD)
    assert_torch_result(model, fast, torch.tensor([[3, 3, 3], [4, 8, 7]]))


def test_the_first_failing_token_is_reported(lookup):
    _, fast = lookup
    ids = GOOD.clone()
    ids[0, 1], ids[1, 0] = -4, 12  # the earlier token fails the second check, the later one the first
    with pytest.raises(axe.RuntimeCheckError) as raised:
        fast(ids.numpy())
    assert raised.value.message == "index must be larger or equal to 0"


def test_torch_compile_raises_the_same_and_goes_on():
    model = Lookup().eval()
    compiled = torch.compile(model, backend="axe")
    before = len(axe.dynamo.refusals)
    with torch.no_grad():
        assert torch.equal(compiled(GOOD), model(GOOD))
        ids = GOOD.clone()
        ids[0, 0] = 10
        with pytest.raises(axe.RuntimeCheckError) as raised:
            compiled(ids)
        assert raised.value.location.line == LOOKUP_LINE
        assert torch.equal(compiled(GOOD), model(GOOD))
    assert len(axe.dynamo.refusals) == before  # it ran on Axe, not in eager mode


def test_two_programs_in_one_process_keep_their_own_record(lookup):
    """Both programs' entry is `main`: each shared library has its own (internal) record."""
    model, fast = lookup
    other = axe.compile(lambda ids: model.table(ids) + 1, (GOOD,))
    bad = GOOD.clone()
    bad[0, 0] = 10
    with pytest.raises(axe.RuntimeCheckError):
        other(bad)
    assert_torch_result(model, fast, GOOD)  # the other's failure is not this one's
    with pytest.raises(axe.RuntimeCheckError):
        fast(bad)
    with torch.no_grad():
        assert torch.equal(other(GOOD), model.table(GOOD) + 1)


class Remainder(torch.nn.Module):
    def forward(self, x, y):
        return x % y + torch.div(x, y, rounding_mode="trunc")


DIVIDE_LINE = inspect.getsourcelines(Remainder.forward)[1] + 1  # the `return`


def test_an_integer_division_by_zero_raises_and_the_next_call_works():
    """torch raises for an integer remainder or division by zero; the compiled code
    (axe-guard-integer-division) raises too, where x86's idiv used to end the process with SIGFPE.
    (torch-mlir computes `x // y` of integers in f64: no integer division to check.)"""
    model = Remainder().eval()
    x = torch.tensor([[7, -7, 9], [2**31 - 1, -(2**31), 5]], dtype=torch.int32)
    y = torch.tensor([[2, 2, -4], [3, 7, -1]], dtype=torch.int32)
    fast = axe.compile(model, (x, y))
    assert torch.equal(fast(x, y), model(x, y))
    zero = y.clone()
    zero[1, 1] = 0
    with pytest.raises(RuntimeError):  # torch: ZeroDivisionError
        model(x, zero)
    with pytest.raises(axe.RuntimeCheckError) as raised:
        fast(x, zero)
    assert raised.value.message == "integer division by zero"
    assert raised.value.location is not None and raised.value.location.line == DIVIDE_LINE
    assert torch.equal(fast(x, y), model(x, y))
    assert torch.equal(fast(x, -y), model(x, -y))
