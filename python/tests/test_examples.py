"""examples/python: each script compiles its model with Axe and exits non-zero unless it matches torch."""

import pathlib
import subprocess
import sys

import pytest

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python"


@pytest.mark.parametrize("name", ["mlp", "cnn", "attention"])
def test_example_matches_torch(name):
    done = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py")], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    assert f"{name} (cpu): max |axe - torch| / max |torch| = " in done.stdout
