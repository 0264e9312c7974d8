"""The oracle: Axe's result against tinygrad's own, with tolerances by dtype."""
import numpy as np

# rtol, atol: a few ulps of the type plus the reassociation of sums (tinygrad's
# reference device and Axe's schedules order reductions differently)
TOLERANCES = {
    np.dtype(np.float16): (2e-3, 2e-3),
    np.dtype(np.float32): (2e-5, 2e-6),
    np.dtype(np.float64): (1e-12, 1e-14),
}


def mismatch(got: np.ndarray, want: np.ndarray, scale: float = 1.0) -> str | None:
    """None when `got` matches `want`; else what differs. Integers and bools
    must be equal; floats satisfy |got - want| <= scale * (atol + rtol |want|),
    with NaN equal to NaN."""
    if got.shape != want.shape:
        return f"shape {got.shape}, tinygrad {want.shape}"
    if got.dtype != want.dtype:
        return f"dtype {got.dtype}, tinygrad {want.dtype}"
    if want.dtype not in TOLERANCES:
        bad = got != want
        if bad.any():
            i = tuple(int(j) for j in np.argwhere(bad)[0])
            return f"{int(bad.sum())} of {want.size} elements differ, first at {i}: {got[i]} vs {want[i]}"
        return None
    rtol, atol = (scale * t for t in TOLERANCES[want.dtype])
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(invalid="ignore"):  # inf - inf: equal infinities pass by g == w
        err = np.abs(g - w)
    bad = ~((err <= atol + rtol * np.abs(w)) | (np.isnan(g) & np.isnan(w)) | (g == w))
    if bad.any():
        i = tuple(int(j) for j in np.argwhere(bad)[0])
        return (f"{int(bad.sum())} of {want.size} elements outside rtol {rtol:g} atol {atol:g}, "
                f"first at {i}: {got[i]} vs tinygrad {want[i]}")
    return None
