"""pytest setup of the axe package's tests: the package and models/ from this checkout, Axe's tools from
AXE_TOOLS_DIR (the lit suite sets it) or target/debug."""

import pathlib
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]
for path in (REPO / "python", REPO / "models"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))
