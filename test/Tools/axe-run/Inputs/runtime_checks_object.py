"""The object of axe-compile --target=cpu for runtime-checks.mlir's @embedding, called through
python/axe: in range it returns numpy's rows; a token id past the table's end, or negative,
raises axe.RuntimeCheckError with the check's message and location (python/axe compiles with
--runtime-checks=report), and the process goes on: the next call in range returns the rows.
Compiled with --runtime-checks=abort, the same call prints the message and aborts the calling
process, as C's assert does (that call runs in a child process, which must end by SIGABRT
with the message on its piped stdout).

usage: runtime_checks_object.py PROGRAM.mlir WORKDIR
"""

import pathlib
import signal
import subprocess
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[4] / "python"))
import axe  # noqa: E402


def main():
    program, workdir = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    if len(sys.argv) > 3:  # the child: one call of the aborting object on ids with one entry replaced
        compiled = axe.compile_file(program, "embedding", workdir=workdir / "abort", flags=("--runtime-checks=abort",))
        ids, table = np.load(workdir / "ids.npy"), np.load(workdir / "table.npy")
        ids[1, 3] = int(sys.argv[3])
        compiled(ids, table)
        print("returned")
        return 0
    rng = np.random.default_rng(3)
    table = rng.standard_normal((100, 16)).astype(np.float32)
    ids = rng.integers(0, 100, (2, 8))
    ids[0, 0], ids[1, 7] = 0, 99
    workdir.mkdir(parents=True, exist_ok=True)
    np.save(workdir / "ids.npy", ids)
    np.save(workdir / "table.npy", table)
    compiled = axe.compile_file(program, "embedding", workdir=workdir)
    got = compiled(ids, table)
    print(f"in range: {'ok' if np.array_equal(got, table[ids]) else 'MISMATCH'}")
    for bad in (100, -1):
        wrong = ids.copy()
        wrong[1, 3] = bad
        try:
            compiled(wrong, table)
            print(f"id {bad}: returned")
        except axe.RuntimeCheckError as e:
            print(f"id {bad}: raised: {e.diagnostic}")
        got = compiled(ids, table)
        print(f"then in range: {'ok' if np.array_equal(got, table[ids]) else 'MISMATCH'}")
    for bad in (100, -1):
        child = subprocess.run(
            [sys.executable, __file__, str(program), str(workdir), str(bad)], capture_output=True, text=True
        )
        aborted = child.returncode == -signal.SIGABRT
        print(f"abort, id {bad}: {'aborted' if aborted else f'status {child.returncode}'}: {child.stdout.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
