"""Unit tests of the axe package's pieces that need no compiler: signatures and descriptors.

The end-to-end path (axe-compile, link, call) is tested by test/Models (the
committed model corpus subset, against torch's outputs).
"""

import ctypes
import pathlib
import sys
import unittest

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from axe import TensorType, parse_signature  # noqa: E402
from axe.memref import Template, address, describe  # noqa: E402

TORCH_MLIR = """
#map = affine_map<(d0, d1) -> (d1)>
module {
  func.func @lstm_cell(%arg0: tensor<4x16xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>) {
    return %arg1, %arg2 : tensor<4x32xf32>, tensor<4x32xf32>
  }
}
"""


class SignatureTest(unittest.TestCase):
    def test_several_results(self):
        sig = parse_signature(TORCH_MLIR)
        self.assertEqual(sig.name, "lstm_cell")
        self.assertEqual(sig.arguments, (TensorType((4, 16), "f32"), TensorType((4, 32), "f32"), TensorType((4, 32), "f32")))
        self.assertEqual(sig.results, (TensorType((4, 32), "f32"), TensorType((4, 32), "f32")))

    def test_one_result_with_attributes_and_integers(self):
        text = "func.func @embed(%ids: tensor<2x8xi64> {torch.name = \"x\"}) -> tensor<2x8x16xf32> attributes {a} {\n}"
        sig = parse_signature(text)
        self.assertEqual(sig.arguments, (TensorType((2, 8), "i64"),))
        self.assertEqual(sig.results[0].dtype, np.float32)
        self.assertEqual(sig.arguments[0].dtype, np.int64)

    def test_scalar_tensor_and_named_function(self):
        text = "func.func private @f(%a: tensor<f32>) -> tensor<f32>\nfunc.func @g(%a: tensor<3xi1>) -> tensor<f32> {\n}"
        sig = parse_signature(text, "g")
        self.assertEqual(sig.arguments, (TensorType((3,), "i1"),))
        self.assertEqual(sig.results, (TensorType((), "f32"),))

    def test_dynamic_shape_is_refused_by_name(self):
        with self.assertRaisesRegex(ValueError, r"@f: tensor<\?x4xf32> has a dynamic"):
            parse_signature("func.func @f(%a: tensor<?x4xf32>) -> tensor<4xf32> {\n}")

    def test_missing_function(self):
        with self.assertRaisesRegex(ValueError, "no func.func @h"):
            parse_signature(TORCH_MLIR, "h")


class DescriptorTest(unittest.TestCase):
    def test_fields_follow_the_array(self):
        a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
        d = describe(a)
        self.assertEqual(d.aligned, a.ctypes.data)
        self.assertEqual(list(d.sizes), [2, 3, 4])
        self.assertEqual(list(d.strides), [12, 4, 1])  # elements, not bytes
        # The layout MLIR's C interface reads: 3 pointers-or-i64s then 2 * rank i64s.
        self.assertEqual(ctypes.sizeof(d), 8 * (3 + 2 * 3))

    def test_rank_zero(self):
        d = describe(np.array(1.5, dtype=np.float64))
        self.assertEqual(ctypes.sizeof(d), 24)

    def test_non_contiguous_is_refused(self):
        with self.assertRaisesRegex(ValueError, "C-contiguous"):
            describe(np.zeros((4, 4), np.float32)[:, ::2])

    def test_template_binds_like_describe(self):
        # A program's descriptors come from a template of its static shape: the same fields as
        # describe's, the pointer the array's (writable, read-only and empty arrays alike).
        a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
        frozen = a.copy()
        frozen.flags.writeable = False
        for array in (a, frozen):
            d, bound = describe(array), Template(array.shape).bind(array)
            self.assertEqual(bytes(bound), bytes(d))
            self.assertEqual(bound.aligned, array.ctypes.data)
        empty = np.zeros((0, 4), np.float32)
        self.assertEqual(bytes(Template(empty.shape).bind(empty)), bytes(describe(empty)))
        self.assertEqual(address(empty), empty.ctypes.data)
        scalar = np.array(1.5, dtype=np.float64)
        self.assertEqual(bytes(Template(()).bind(scalar)), bytes(describe(scalar)))


if __name__ == "__main__":
    unittest.main()
