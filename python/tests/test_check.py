"""The corpus check's comparison (models/check.py) tells a wrong result from a right one."""

import pathlib
import sys
import unittest

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "models"))

from check import relative_error  # noqa: E402

TOL = 1e-4  # check.py's default


class RelativeErrorTest(unittest.TestCase):
    def setUp(self):
        self.want = np.array([[1.0, -2.0], [0.5, 4.0]], np.float32)

    def test_float32_rounding_passes(self):
        got = self.want * np.float32(1 + 2**-23)
        self.assertLessEqual(relative_error(got, self.want), TOL)

    def test_zeroed_output_fails(self):
        self.assertEqual(relative_error(np.zeros_like(self.want), self.want), 1.0)

    def test_nan_fails(self):
        got = self.want.copy()
        got[1, 1] = np.nan
        self.assertEqual(relative_error(got, self.want), float("inf"))

    def test_infinities_must_match(self):
        want = np.array([-np.inf, 1.0])
        self.assertEqual(relative_error(np.array([-np.inf, 1.0]), want), 0.0)
        self.assertEqual(relative_error(np.array([np.inf, 1.0]), want), float("inf"))

    def test_shape_mismatch_fails(self):
        self.assertEqual(relative_error(self.want.T.reshape(4), self.want), float("inf"))

    def test_all_zero_expectation_is_refused(self):
        with self.assertRaisesRegex(ValueError, "all zeros"):
            relative_error(np.zeros(3), np.zeros(3))


if __name__ == "__main__":
    unittest.main()
