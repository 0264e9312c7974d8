"""axe.tinygrad: the tinygrad bridge as a module of the package (tools/tinygrad_bridge runs its full slice)."""

import numpy as np
import pytest

import axe.tinygrad


def softmax(x, w):
    e = np.exp(x.astype(np.float64) @ w)
    return e / e.sum(axis=1, keepdims=True)


def test_run_gives_axes_result():
    rng = np.random.default_rng(0)
    x, w = rng.standard_normal((4, 8), np.float32), rng.standard_normal((8, 3), np.float32)
    got = axe.tinygrad.run(lambda x, w: (x @ w).softmax(1), x, w)
    assert got.dtype == np.float32 and got.shape == (4, 3)
    assert np.abs(got - softmax(x, w)).max() <= 1e-5


def test_several_results_and_check_against_tinygrad():
    x = np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5
    got = axe.tinygrad.run(lambda x: (x.relu(), x.sum(1)), x)
    assert isinstance(got, tuple)
    np.testing.assert_array_equal(got[0], np.maximum(x, 0))
    np.testing.assert_allclose(got[1], x.sum(1), rtol=1e-6)
    result = axe.tinygrad.check(lambda x: (x * 2).exp(), x)
    assert result.ok, result.message
    assert "func.func @main" in result.program.mlir


def test_the_bridge_is_the_repository_one():
    assert axe.tinygrad.export is __import__("axe_tinygrad").export
    assert issubclass(axe.tinygrad.ExportError, Exception)


if __name__ == "__main__":
    raise SystemExit(pytest.main([__file__]))
