"""axe.layout: the layout algebra on Python objects, against the values axe-layout prints (its --help examples,
spec 001's worked cases) and, where the tool is built, against axe-layout --json itself. Needs
libaxe_layout_capi.so (cargo build -p axe-layout-capi; make test builds it)."""

import json
import os
import pathlib
import subprocess
import warnings

import pytest

from axe.layout import Grouped, GroupedMany, Layout, LayoutError, LayoutWarning, Point, direct_sum, tile, tile_of


def test_parse_prints_the_normal_form():
    assert str(Layout("S[2,3,4]")) == "S[(2,3,4):(12,4,1)]"
    assert Layout.row_major((2, 3, 4)) == Layout("S[(2,3,4):(12,4,1)]")
    threads = Layout("S[(8,4):(4@lane,1@lane)] + R[2:4@warp] + 5@warp")
    assert Layout(str(threads)) == threads
    assert repr(Layout("S[8:1]")) == "Layout('S[8:1]')"
    assert (threads.size, threads.replicas) == (32, 2)
    assert set(threads.axes) == {"lane", "warp"}


def test_a_bad_layout_names_the_byte():
    text = "S[(8,2):(4@lane,0@warp)]"
    with pytest.raises(LayoutError) as error:
        Layout(text)
    assert text[error.value.offset] == "0"
    assert "non-zero" in error.value.message
    with pytest.raises(LayoutError):
        Layout("S[(8,2):(4,1)")
    with pytest.raises(TypeError):
        Layout(8)


def test_canonicalize_and_equivalence():
    assert Layout("S[(4,2):(2,1)]").canonicalize() == Layout("S[8:1]")
    assert Layout("S[(4,2):(2,1)]") != Layout("S[8:1]")
    assert Layout("S[(4,2):(2,1)]").equivalent("S[8:1]")
    assert not Layout("S[(4,2):(1,4)]").equivalent("S[8:1]")


def test_canonicalize_warns_where_the_gap_condition_fails():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        canonical = Layout("S[4:1] + R[(2,2):(3@w,2@w)]").canonicalize()
    assert canonical == Layout("S[4:1] + R[(2,2):(2@w,3@w)]")
    assert [w.category for w in caught] == [LayoutWarning]
    assert "gap condition" in str(caught[0].message)


def test_apply_at_an_index_and_a_coordinate():
    layout = Layout("S[(8,2,4,2):(4@l,1@w,1@l,1)] + R[2:4@w] + 5@w")
    # axe-layout apply ... --shape 8,16 0,8 prints {6@w, 10@w}.
    assert layout.apply((0, 8), shape=(8, 16)) == {Point({"w": 6}), Point({"w": 10})}
    assert sorted(str(p) for p in layout(8)) == ["10@w", "6@w"]
    strided = Layout("S[(4,8):(8,1)]")
    assert strided.apply(11) == {Point({"m": 11})}
    assert strided.apply((1, 3), shape=(4, 8)) == {Point({"m": 11})}
    assert Layout("S[(4,8):(1,4)]").apply((1, 3), shape=(4, 8)) == {Point({"m": 13})}
    point = next(iter(Layout("S[(2,2):(1@lane,1)]").apply(3)))
    assert (point["lane"], point["m"], point["warp"]) == (1, 1, 0)
    with pytest.raises(LayoutError):
        strided.apply(32)
    with pytest.raises(LayoutError):
        strided.apply((4, 0), shape=(4, 8))


def test_group_and_group_many():
    assert Layout("S[30:1]").group((6, 5)) == Grouped(Layout("S[(6,5):(5,1)]"), (6, 5), (0, 1, 2))
    assert Layout("S[30:1]").group_many([(6, 5), (3, 10)]) == GroupedMany(
        Layout("S[(3,2,5):(10,5,1)]"), (3, 2, 5), ((0, 2, 3), (0, 1, 3))
    )
    with pytest.raises(LayoutError, match="30"):
        Layout("S[30:1]").group((4, 4))


def test_tile_tile_of_and_direct_sum():
    tiled = tile(Layout("S[(8,8):(8,1)]"), Layout("S[(2,3):(3,1)]"), (8, 8), (2, 3))
    assert tiled.layout == Layout("S[(8,2,8,3):(48,3,6,1)]")
    assert tiled.shape == (8, 2, 8, 3)
    found = tile_of(tiled.layout, "S[(2,3):(3,1)]", (16, 24), (2, 3))
    assert (found.layout, found.shape) == (Layout("S[(8,8):(8,1)]"), (8, 8))
    # A column-major 4x4 is no tiling of a row-major 2x2 atom.
    with pytest.raises(LayoutError):
        tile_of("S[(4,4):(1,4)]", "S[(2,2):(2,1)]", (4, 4), (2, 2))
    summed = direct_sum("S[(2,2):(8,2)]", "S[(2,2):(4,1)]", (2, 2), (2, 2))
    assert (summed.layout, summed.shape) == (Layout("S[(2,2,2,2):(8,4,2,1)]"), (2, 2, 2, 2))


def test_slice_takes_pairs_ranges_and_slices():
    layout = Layout("S[(2,8,3,8):(192,8,64,1)]")
    expected = Layout("S[(4,2,4):(8,60,1)] + 20")
    assert layout.slice((16, 24), [(2, 6), (4, 12)]) == expected
    assert layout.slice((16, 24), [range(2, 6), slice(4, 12)]) == expected
    with pytest.raises(LayoutError):
        layout.slice((16, 24), [(2, 6)])
    with pytest.raises(LayoutError):
        layout.slice((16, 24), [(2, 6), slice(4, 12, 2)])


def test_span_and_size_on_each_axis():
    layout = Layout("S[(8,6):(8,1)]")
    assert (layout.span("m"), layout.size_on("m")) == (62, 48)
    assert layout.span() == {"m": 62}
    threads = Layout("S[(8,4):(4@lane,1@lane)] + R[2:4@warp]")
    assert threads.span("lane") == 32 and threads.size_on("lane") == 32
    assert threads.span("reg") == 0 and threads.size_on("reg") == 1


def test_the_picture():
    table = Layout("S[(2,2):(1@lane,1)]").show((2, 2))
    assert table.splitlines() == [
        "S[(2,2):(1@lane,1)] over (2,2)",
        "coord  lane  m",
        "(0,0)  0     0",
        "(0,1)  0     1",
        "(1,0)  1     0",
        "(1,1)  1     1",
    ]
    svg = Layout("S[(8,4):(4@lane,1@lane)]").svg((8, 4))
    assert svg.startswith("<svg xmlns=\"http://www.w3.org/2000/svg\"") and svg.rstrip().endswith("</svg>")
    assert svg.count('fill="hsl(') == 32
    with pytest.raises(LayoutError, match="65536"):
        Layout("S[65536:1] + R[2:1@w]").show()


def test_bad_arguments_are_errors_not_crashes():
    layout = Layout("S[(4,8):(8,1)]")
    with pytest.raises(TypeError):
        layout.group((4.0, 8))
    with pytest.raises(TypeError):
        layout.group((True, 8))
    with pytest.raises(TypeError):
        layout.group("4,8")
    with pytest.raises(LayoutError):
        layout.group((1 << 64, 8))
    with pytest.raises(LayoutError):
        layout.group((-4, -8))
    with pytest.raises(LayoutError):
        layout.group(())


def _axe_layout():
    tools = pathlib.Path(os.environ.get("AXE_TOOLS_DIR", pathlib.Path(__file__).resolve().parents[2] / "target" / "debug"))
    return tools / "axe-layout"


@pytest.mark.skipif(not _axe_layout().exists(), reason="axe-layout is not built")
@pytest.mark.parametrize(
    "arguments",
    [
        ["tile", "S[(4,4):(4@lane,1@lane)]", "S[(2,2):(2,1)]", "--outer-shape", "4,4", "--inner-shape", "2,2"],
        ["group", "S[(8,2,4,2):(4@l,1@w,1@l,1)]", "--shape", "8,16"],
        ["direct-sum", "S[(2,4):(1@warp,1@lane)]", "S[(4,2):(2,1)]", "--left-shape", "2,4", "--right-shape", "4,2"],
    ],
)
def test_the_tools_answers(arguments):
    """The same operations through axe-layout --json and through Python agree."""
    told = json.loads(subprocess.run([str(_axe_layout()), "--json", *arguments], check=True, capture_output=True, text=True).stdout)
    shapes = [tuple(int(e) for e in a.split(",")) for a in arguments if "," in a and not a.startswith("S[")]
    if arguments[0] == "tile":
        got = tile(arguments[1], arguments[2], *shapes)
    elif arguments[0] == "direct-sum":
        got = direct_sum(arguments[1], arguments[2], *shapes)
    else:
        got = Layout(arguments[1]).group(shapes[0])
    assert str(got.layout) == told["layout"]
    assert list(got.shape) == told["shape"]
    assert list(got.seps) == told["seps"]
