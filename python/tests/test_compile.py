"""axe.compile end to end: PyTorch modules exported by torch-mlir, compiled by axe-compile, called in this
process, against torch's own results; and every kind of bad input as a Python exception naming it."""

import inspect
import re

import numpy as np
import pytest
import torch

import axe
from axe import cuda

torch.manual_seed(0)


@pytest.fixture(scope="module")
def mlp():
    model = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.GELU(), torch.nn.Linear(128, 10)).eval()
    x = torch.randn(8, 64)
    return model, x, axe.compile(model, (x,))


def close(got, want, tol=1e-5):
    """max |got - want| over peak |want|: a zeroed or NaN result is an error of 1 or more."""
    want = want.detach().numpy() if isinstance(want, torch.Tensor) else want
    got = got.detach().numpy() if isinstance(got, torch.Tensor) else got
    assert got.shape == want.shape and got.dtype == want.dtype
    error = np.abs(got.astype(np.float64) - want).max() / np.abs(want).max()
    assert error <= tol, error


def test_readme_mlp_matches_torch(mlp):
    model, x, fast = mlp
    got = fast(x)
    assert isinstance(got, torch.Tensor)
    close(got, model(x))


def test_numpy_in_numpy_out(mlp):
    model, x, fast = mlp
    got = fast(x.numpy())
    assert isinstance(got, np.ndarray)
    close(got, model(x))


def test_a_new_shape_compiles_again_and_is_cached(mlp):
    model, _, fast = mlp
    before = len(fast.programs)
    x = torch.randn(3, 64)
    close(fast(x), model(x))
    fast(torch.randn(3, 64))
    assert len(fast.programs) == before + 1


def test_non_contiguous_input_is_copied(mlp):
    model, _, fast = mlp
    x = torch.randn(64, 8).t()
    assert not x.is_contiguous()
    close(fast(x), model(x))


def test_a_function_several_inputs_and_results():
    def f(a, b):
        return torch.softmax(a @ b, dim=-1), torch.tanh(a).sum(dim=0)

    a, b = torch.randn(4, 16), torch.randn(16, 5)
    got = axe.compile(f, (a, b))(a, b)
    want = f(a, b)
    assert isinstance(got, tuple) and len(got) == 2
    for g, w in zip(got, want):
        close(g, w)


def test_integer_and_boolean_inputs():
    def f(ids, mask):
        return torch.where(mask, ids * 3 - 1, ids)

    ids, mask = torch.arange(12, dtype=torch.int64).reshape(3, 4), torch.rand(3, 4) > 0.5
    got = axe.compile(f, (ids, mask))(ids, mask)
    assert got.dtype == torch.int64
    assert torch.equal(got, f(ids, mask))


class AddAtIndices(torch.nn.Module):
    def forward(self, x, index, values):
        return x.index_add(0, index, values) * 2  # the line the refusal names


def many_rows():
    # 4096 rows added into a 1024 x 1024 tensor: 2^32 (update, element) pairs, past the 2^31 that
    # Axe's scatter compares.
    return torch.randn(1024, 1024), torch.randint(0, 1024, (4096,)), torch.randn(4096, 1024)


def source_line(fn, marker):
    lines, first = inspect.getsourcelines(fn)
    return first + next(i for i, text in enumerate(lines) if marker in text)


def test_unsupported_op_names_the_op_and_the_source_line():
    # torch-mlir lowers index_add to tm_tensor.scatter, which Axe refuses past 2^31 pairs: at the
    # program's own line, which its loc(...) traces back to this file, saying why.
    with pytest.raises(axe.UnsupportedOpError) as refused:
        axe.compile(AddAtIndices(), many_rows())
    e = refused.value
    assert isinstance(e, axe.CompileError) and isinstance(e, axe.AxeError)
    assert e.op == "tm_tensor.scatter"
    line = source_line(AddAtIndices.forward, "the line the refusal names")
    assert e.location == axe.SourceLocation(__file__, line, 0)
    assert f"{__file__}:{line}" in str(e) and "tm_tensor.scatter" in str(e)
    assert "scatters 4096 updates into tensor<1024x1024xf32>: Axe compares every update with every element" in str(e)


class RunningSums(torch.nn.Module):
    def forward(self, x):
        return torch.cumsum(x, dim=1), torch.cumprod(x, dim=0)


def test_cumsum_and_cumprod_compile_and_match_torch():
    # torch-mlir writes both as tm_tensor.scan; torch accumulates f32 in f64, as Axe's scan does.
    x = 1.0 + 0.1 * torch.randn(7, 300)
    got = axe.compile(RunningSums(), (x,))(x)
    for g, want in zip(got, RunningSums()(x)):
        assert torch.allclose(torch.as_tensor(g), want, rtol=1e-6, atol=0)


def test_a_functions_refusal_names_its_line():
    def f(x, index, values):
        y = x + 1
        return y.index_put((index,), values, accumulate=True)  # scattered
    with pytest.raises(axe.UnsupportedOpError) as refused:
        axe.compile(f, many_rows())
    assert refused.value.op == "tm_tensor.scatter"
    assert refused.value.location == axe.SourceLocation(__file__, source_line(f, "# scattered"), 0)


def test_scatters_match_torch():
    # torch-mlir writes each as tm_tensor.scatter: index_put with repeated rows accumulated in
    # order, index_add along columns, scatter_add into bins, index_copy into a cache, x[i] = v.
    def f(x, rows, cols, bins, cache, positions, keys):
        put = x.index_put((rows,), torch.ones(6, 5), accumulate=True)
        added = x.index_add(1, cols, x[:, :3], alpha=-1.5)
        counts = torch.zeros(2, 10, dtype=torch.int64).scatter_add(1, bins, torch.ones_like(bins))
        assigned = x.clone()
        assigned[rows[:2]] = -x[:2]
        return put, added, counts, cache.index_copy(2, positions, keys), assigned

    inputs = (
        torch.randn(7, 5),
        torch.tensor([1, 6, 1, 3, 1, 6]),
        torch.tensor([4, 0, 4]),
        torch.randint(0, 10, (2, 40)),
        torch.randn(1, 4, 16, 8),
        torch.tensor([9, 10]),
        torch.randn(1, 4, 2, 8),
    )
    for got, want in zip(axe.compile(f, inputs)(*inputs), f(*inputs)):
        assert torch.allclose(torch.as_tensor(got), want, rtol=1e-6, atol=1e-6)


def test_a_scatter_index_out_of_range_raises():
    # torch raises IndexError; the compiled program's runtime check names the op's line.
    def f(x, rows, values):
        return x.index_put((rows,), values)  # out of range

    program = axe.compile(f, (torch.randn(4, 3), torch.tensor([0, 2]), torch.randn(2, 3)))
    with pytest.raises(axe.RuntimeCheckError, match="scatter index out of bounds for dimension 0 with size 4"):
        program(torch.randn(4, 3), torch.tensor([0, 4]), torch.randn(2, 3))


def test_sort_argsort_and_topk_match_torch():
    # torch-mlir writes each as tm_tensor.sort (topk: then a slice). Distinct values: the order
    # of ties is torch.sort's to choose (Axe keeps them stable, as stable=True does).
    def f(x):
        values, indices = torch.sort(x, dim=1, descending=True)
        return values, indices, torch.argsort(x, dim=0), torch.topk(x, 3, dim=1, largest=False).indices

    x = torch.randn(6, 33)
    x[1, 4], x[2, 0] = float("nan"), float("-inf")
    for got, want in zip(axe.compile(f, (x,))(x), f(x)):
        assert np.array_equal(np.asarray(got), want.numpy(), equal_nan=True)


def test_an_op_torch_mlir_does_not_lower_is_named():
    with pytest.raises(axe.UnsupportedOpError) as refused:
        axe.compile(lambda x: torch.linalg.eigh(x)[0], (torch.eye(3),))
    assert refused.value.op == "torch.aten._linalg_eigh"


def test_data_dependent_shape_is_refused():
    with pytest.raises(axe.CompileError, match="dynamic"):
        axe.compile(lambda x: torch.nonzero(x), (torch.tensor([0.0, 1.0, 2.0]),))


@pytest.mark.parametrize(
    "bad, words",
    [
        (torch.randn(8, 64, dtype=torch.bfloat16), "argument 0 (input) has dtype torch.bfloat16"),
        (torch.randn(8, 64, dtype=torch.complex64), "argument 0 (input) has dtype torch.complex64"),
        (torch.randn(8, 64, device="meta"), "argument 0 (input) is on device meta"),
        (torch.randn(8, 64).to_sparse(), "argument 0 (input) has layout torch.sparse_coo"),
        (np.zeros((8, 64), np.uint32), "argument 0 (input) has dtype uint32"),
        ([[1.0] * 64] * 8, "argument 0 (input) is a list"),
    ],
)
def test_bad_inputs_name_the_argument(mlp, bad, words):
    _, _, fast = mlp
    with pytest.raises(axe.InputError) as refused:
        fast(bad)
    assert words in str(refused.value)
    assert isinstance(refused.value, TypeError)


def test_bad_example_inputs_are_refused_at_compile():
    with pytest.raises(axe.InputError, match=r"argument 1 \(b\) has dtype torch.bfloat16"):
        axe.compile(lambda a, b: a + b, (torch.ones(2), torch.ones(2, dtype=torch.bfloat16)))
    with pytest.raises(TypeError, match="tuple"):
        axe.compile(lambda a: a, torch.ones(2))
    with pytest.raises(ValueError, match="target"):
        axe.compile(lambda a: a, (torch.ones(2),), target="tpu")


def test_requires_grad_inputs_run_detached(mlp):
    model, _, fast = mlp
    x = torch.randn(8, 64, requires_grad=True)
    close(fast(x), model(x))


def has_gpu():
    try:
        cuda.driver()
    except axe.DeviceError:
        return False
    return True


def test_cuda_target(mlp):
    model, x, _ = mlp
    if has_gpu():
        close(axe.compile(model, (x,), target="cuda")(x), model(x))
    else:
        with pytest.raises(axe.DeviceError, match="CUDA"):
            axe.compile(model, (x,), target="cuda")


def test_cuda_compile_step(mlp, tmp_path):
    model, x, _ = mlp
    path = tmp_path / "mlp.mlir"
    path.write_text(axe.frontend.export(model, (x,)))
    ptx, sidecar, weights = cuda.compile_ptx(path, tmp_path)
    assert ".entry main_k0" in ptx
    assert sidecar["format"] == "axe-ptx-sidecar/1" and weights == []  # 32 KiB and 5 KiB: both inline
    inputs = [b for b in sidecar["buffers"] if b["role"] == "input"]
    outputs = [b for b in sidecar["buffers"] if b["role"] == "output"]
    assert [(b["shape"], b["element"]) for b in inputs] == [([8, 64], "f32")]
    assert [(b["shape"], b["element"]) for b in outputs] == [([8, 10], "f32")]
    assert sidecar["launches"] and all(l["kernel"] in {k["name"] for k in sidecar["kernels"]} for l in sidecar["launches"])


def test_cuda_weights_file(mlp, tmp_path):
    # Above the threshold, the first Linear's weight (128 x 64 f32, 32 KiB) leaves the PTX text for
    # the weights file: its bytes are that weight's values (in the layout the kernel reads), not zeros.
    model, x, _ = mlp
    path = tmp_path / "mlp.mlir"
    path.write_text(axe.frontend.export(model, (x,)))
    ptx, sidecar, weights = cuda.compile_ptx(path, tmp_path, ["--weights-threshold=16384"])
    assert sidecar["format"] == "axe-ptx-sidecar/2"
    [(name, data)] = weights
    assert re.search(rf"^\.visible \.global \.align \d+ \.b8 {name}\[32768\];$", ptx, re.MULTILINE)
    got = np.sort(np.frombuffer(data, np.float32))
    np.testing.assert_array_equal(got, np.sort(model[0].weight.detach().numpy().ravel()))


def test_cuda_weights_are_checked_before_any_copy(tmp_path):
    sidecar = {"format": "axe-ptx-sidecar/2", "weights": {"file": "p.ptx.weights", "bytes": 68, "globals": [
        {"name": "w0", "offset": 0, "bytes": 12, "element": "f32", "shape": [3]},
        {"name": "w1", "offset": 64, "bytes": 4, "element": "i16", "shape": [2]}]}}
    path = tmp_path / "p.ptx.json"
    with pytest.raises(axe.CompileError, match="cannot read the weights file"):
        cuda.read_weights(path, sidecar)
    data = np.array([1, 2, 3], np.float32).tobytes() + bytes(52) + np.array([7, -1], np.int16).tobytes()
    (tmp_path / "p.ptx.weights").write_bytes(data[:40])
    with pytest.raises(axe.CompileError, match="has 40 bytes, the sidecar says 68"):
        cuda.read_weights(path, sidecar)
    (tmp_path / "p.ptx.weights").write_bytes(data)
    weights = cuda.read_weights(path, sidecar)
    assert [(n, len(d)) for n, d in weights] == [("w0", 12), ("w1", 4)]
    memory = {}
    cuda.upload_weights(weights, lambda name: (name, {"w0": 12, "w1": 4}[name]), memory.__setitem__)
    assert np.frombuffer(memory["w0"], np.float32).tolist() == [1, 2, 3]
    assert np.frombuffer(memory["w1"], np.int16).tolist() == [7, -1]

    def missing(name):
        raise axe.DeviceError("CUDA cuModuleGetGlobal(w1) failed: named symbol not found")

    copies = []
    with pytest.raises(axe.DeviceError, match="no global w0 that the weights file initializes"):
        cuda.upload_weights(weights, missing, lambda a, d: copies.append(a))
    with pytest.raises(axe.DeviceError, match="global w0 has 16 bytes, the sidecar's weights 12"):
        cuda.upload_weights(weights, lambda name: (name, 16), lambda a, d: copies.append(a))
    assert copies == []


def test_compile_file_refuses_an_element_type_numpy_lacks(tmp_path):
    path = tmp_path / "bf16.mlir"
    path.write_text("func.func @f(%a: tensor<4xbf16>) -> tensor<4xbf16> {\n  return %a : tensor<4xbf16>\n}\n")
    with pytest.raises(axe.CompileError, match="bf16 has no numpy dtype"):
        axe.compile_file(path)


def test_compile_file_takes_unsigned_bytes_for_a_signless_integer(tmp_path):
    # torch-mlir's export of a uint8 image: the argument is i8, and uitofp reads its bits unsigned.
    path = tmp_path / "image.mlir"
    path.write_text(
        "func.func @f(%a: tensor<4xi8>) -> tensor<4xf32> {\n"
        "  %e = tensor.empty() : tensor<4xf32>\n"
        "  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],"
        " iterator_types = [\"parallel\"]} ins(%a : tensor<4xi8>) outs(%e : tensor<4xf32>) {\n"
        "  ^bb0(%in: i8, %out: f32):\n"
        "    %f = arith.uitofp %in : i8 to f32\n"
        "    linalg.yield %f : f32\n"
        "  } -> tensor<4xf32>\n"
        "  return %r : tensor<4xf32>\n"
        "}\n"
    )
    program = axe.compile_file(path)
    pixels = np.array([0, 1, 128, 255], np.uint8)
    np.testing.assert_array_equal(program(pixels), pixels.astype(np.float32))
    np.testing.assert_array_equal(program(pixels.view(np.int8)), pixels.astype(np.float32))
    with pytest.raises(axe.InputError, match="uint16"):
        program(pixels.astype(np.uint16))


def test_compile_file_takes_a_result_declared_dynamic_but_returned_static(tmp_path):
    # torch-mlir's ONNX route declares a reflection pad's result tensor<?x?xf32> and returns a cast of the
    # static tensor to it: the compiled function returns the static shape.
    path = tmp_path / "cast.mlir"
    path.write_text(
        "func.func @f(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {\n"
        "  %d = arith.addf %a, %a : tensor<2x3xf32>\n"
        "  %c = tensor.cast %d : tensor<2x3xf32> to tensor<?x?xf32>\n"
        "  return %c : tensor<?x?xf32>\n"
        "}\n"
    )
    program = axe.compile_file(path)
    assert program.signature.results[0].shape == (2, 3)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(program(x), x + x)
    # A dynamic argument stays refused, with the reason.
    path.write_text("func.func @g(%a: tensor<?xf32>) -> tensor<?xf32> {\n  return %a : tensor<?xf32>\n}\n")
    with pytest.raises(axe.CompileError, match="dynamic"):
        axe.compile_file(path)
