"""Reading axe-compile's and torch-mlir's diagnostics: the op and the user's source line (no compiler needed)."""

import pytest

from axe import SourceLocation, UnsupportedOpError
from axe.diagnostics import error_frames, inline_frames, program_frames, user_frame
from axe.native import diagnostic_lines

TORCH = "/venv/lib/python3.11/site-packages/torch/"
STDERR = f"""{TORCH}nn/modules/sparse.py:189:0: error: 'tensor.extract' op in a linalg.generic body is a gather
{TORCH}nn/modules/container.py:259:0: note: called from
/home/me/model.py:7:0: note: called from
/home/me/model.py:7:0: note: see current operation: %1 = tensor.extract ...
  %1 = tensor.extract %cst[%3, %4] : tensor<10x4xf32>
/home/me/model.py:9:0: error: a second error
"""


def test_first_error_its_op_and_frames_innermost_first():
    op, message, frames = error_frames(STDERR)
    assert op == "tensor.extract"
    assert message.startswith("'tensor.extract' op in a linalg.generic body")
    assert frames == (
        SourceLocation(f"{TORCH}nn/modules/sparse.py", 189, 0),
        SourceLocation(f"{TORCH}nn/modules/container.py", 259, 0),
        SourceLocation("/home/me/model.py", 7, 0),
    )


def test_user_frame_is_the_innermost_outside_the_libraries():
    _, _, frames = error_frames(STDERR)
    assert user_frame(frames, roots=(TORCH,)) == SourceLocation("/home/me/model.py", 7, 0)
    assert str(user_frame(frames, roots=(TORCH,))) == "/home/me/model.py:7"
    # Every frame PyTorch's own: no user line rather than a wrong one.
    assert user_frame(frames[:2], roots=(TORCH,)) is None
    # An MLIR file's own line and Dynamo's generated code are no user source; `python -c`'s is.
    assert user_frame((SourceLocation("program.mlir", 3, 5),), roots=()) is None
    generated, typed = SourceLocation("<eval_with_key>.207", 18, 0), SourceLocation("<string>", 9, 0)
    assert user_frame((generated, typed), roots=()) == typed


def test_no_error_no_op():
    assert error_frames("program.mlir:1:1: remark: fine\n") == (None, "", ())


def test_inline_callsite_locations():
    line = 'loc(callsite("/t/a.py":3:0 at "/u/b.py":9:4)): error: failed to legalize operation \'torch.operator\''
    assert inline_frames(line) == (SourceLocation("/t/a.py", 3, 0), SourceLocation("/u/b.py", 9, 4))


def test_diagnostic_lines_drop_ir_dumps():
    text = diagnostic_lines(STDERR)
    assert "tensor<10x4xf32>" not in text  # the dumped operation's IR line
    assert text.splitlines()[0].endswith("is a gather")
    many = "\n".join(f"f.mlir:{i}:1: error: e{i}" for i in range(20))
    assert diagnostic_lines(many, limit=3).splitlines()[-1] == "... (17 more)"



PROGRAM = """#loc1 = loc("/venv/torch/nn/modules/linear.py":134:0)
#loc2 = loc("/home/me/model.py":12:0)
#loc3 = loc(callsite(#loc1 at #loc2))
module {
  func.func @main(%arg0: tensor<4x8xf32> loc("/home/me/model.py":12:0)) -> tensor<4x8xf32> {
    %0 = tensor.empty() : tensor<4x8xf32> loc(#loc)
    %1:2 = tm_tensor.scan dimension(1) ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
    ^bb0(%a: f32 loc(#loc3), %b: f32 loc(#loc3)):
      tm_tensor.yield %a : f32 loc(#loc3)
    } -> tensor<4x8xf32> loc(#loc3)
    return %1#0 : tensor<4x8xf32> loc(fused["/home/me/other.py":3:1, #loc2])
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
"""


def test_program_frames_follow_aliases_and_call_sites():
    # The parser's error points at the scan's first line; its locations come after, in its region.
    assert program_frames(PROGRAM, 7, 12) == (
        SourceLocation("/venv/torch/nn/modules/linear.py", 134, 0),
        SourceLocation("/home/me/model.py", 12, 0),
    )
    assert program_frames(PROGRAM, 11, 5) == (
        SourceLocation("/home/me/other.py", 3, 1),
        SourceLocation("/home/me/model.py", 12, 0),
    )
    assert program_frames(PROGRAM, 6, 5) == ()  # unknown
    assert program_frames(PROGRAM, 99) == ()  # no such line


def test_parser_refusal_is_traced_to_the_source(tmp_path):
    from axe.native import refusal

    stderr = "/tmp/x/program.mlir:7:12: error: Dialect `tm_tensor' not found for custom op 'tm_tensor.scan'\n"
    e = refusal("axe-compile refused", stderr, PROGRAM)
    assert isinstance(e, UnsupportedOpError)
    assert e.op == "tm_tensor.scan"
    assert e.frames[-1] == SourceLocation("/home/me/model.py", 12, 0)


if __name__ == "__main__":
    raise SystemExit(pytest.main([__file__]))
