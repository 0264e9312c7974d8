//! `show --svg`: a picture of the logical tile in the style of CuTe's TV-layout figures. The last
//! two dims are a grid (rows, columns); a 3-D or higher shape is a row of such grids, one per
//! index of the leading dims, each titled with it (`[1,:,:]`). Each cell is labelled with its axis
//! coordinates and coloured by its execution, device or Trainium partition coordinate
//! (thread-like, device, user axes and `P`, mixed radix by span), so cells held by the same thread
//! or partition share a colour. A large shape is summarized as numpy prints it: the first and last
//! `EDGE` rows and columns of each grid and `SLICE_EDGE` grids from each end, with `...` bands
//! where the rest is left out, so a 128x512 layout stays a picture of a few hundred cells.

use std::fmt::Write;

use crate::{Axis, AxisKind, Layout, Result};

use super::table::join;

/// Rows (and columns) drawn from each end of a longer grid dimension.
const EDGE: i64 = 8;
/// Grids drawn from each end of a longer row of grids.
const SLICE_EDGE: i64 = 2;
/// Width of a monospace character at the cells' and the title's font sizes (0.6 em).
const CHAR_PX: f64 = 6.6;
const TITLE_CHAR_PX: f64 = 7.8;

fn colour_axis(axis: &Axis) -> bool {
    match axis.kind() {
        AxisKind::Thread(_) | AxisKind::Device | AxisKind::User => true,
        // Partitions are Trainium's lanes; the free axis F is a position within one.
        AxisKind::Trainium => axis.name() == "P",
        _ => false,
    }
}

fn label(axis: &Axis) -> String {
    match axis.name() {
        "m" => "m".into(),
        "lane" | "laneid" | "l" => "T".into(),
        "warp" | "warpid" | "w" => "W".into(),
        "reg" => "V".into(),
        other => other.to_string(),
    }
}

/// The indices of a dimension of `n` that are drawn: all, or the first and last `edge` around a
/// gap (`None`).
fn shown(n: i64, edge: i64) -> Vec<Option<i64>> {
    if n <= 2 * edge + 1 {
        (0..n).map(Some).collect()
    } else {
        (0..edge)
            .map(Some)
            .chain([None])
            .chain((n - edge..n).map(Some))
            .collect()
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

pub fn render(layout: &Layout, shape: &[i64]) -> Result<String> {
    let axes: Vec<Axis> = layout.axes().into_iter().collect();
    let (lead, grid) = shape.split_at(shape.len().saturating_sub(2));
    let (rows, cols) = match grid {
        [r, c] => (*r, *c),
        [c] => (1, *c),
        _ => (1, 1),
    };
    let slices: i64 = lead.iter().product();
    let (row_ix, col_ix, slice_ix) = (shown(rows, EDGE), shown(cols, EDGE), shown(slices, SLICE_EDGE));

    // The drawn cells' labels and colour ids, by (slice, row, column).
    let radices: Vec<(usize, i64)> = axes
        .iter()
        .enumerate()
        .filter(|(_, a)| colour_axis(a))
        .map(|(k, a)| Ok((k, layout.span(a)?)))
        .collect::<Result<_>>()?;
    let mut drawn = Vec::new();
    let mut longest = 1usize;
    for s in slice_ix.iter().flatten() {
        for r in row_ix.iter().flatten() {
            for c in col_ix.iter().flatten() {
                let x = (s * rows + r) * cols + c;
                let points = layout.apply(x)?;
                let values: Vec<_> = axes.iter().map(|a| points.iter().map(|p| p.get(a)).collect()).collect();
                let text = axes
                    .iter()
                    .zip(&values)
                    .map(|(a, v)| format!("{}{}", label(a), join(v)))
                    .collect::<Vec<_>>()
                    .join(" ");
                let mut id = 0i64;
                for &(k, span) in &radices {
                    id = id
                        .saturating_mul(span)
                        .saturating_add(values[k].iter().next().copied().unwrap_or(0));
                }
                longest = longest.max(text.len());
                drawn.push(((*s, *r, *c), text, id));
            }
        }
    }

    let (w, h, gap) = (((longest as f64 * CHAR_PX) as i64 + 12).max(36), 26i64, 18i64);
    let (margin, between) = (30i64, 28i64);
    let span_of = |ix: &[Option<i64>], size: i64| ix.iter().map(|i| if i.is_some() { size } else { gap }).sum::<i64>();
    let (grid_w, grid_h) = (span_of(&col_ix, w), span_of(&row_ix, h));
    // Position of each drawn index inside its grid (a gap takes a narrow band).
    let offsets = |ix: &[Option<i64>], size: i64| {
        let mut at = 0;
        ix.iter()
            .map(|i| {
                let here = at;
                at += if i.is_some() { size } else { gap };
                (*i, here)
            })
            .collect::<Vec<_>>()
    };
    let (row_at, col_at, slice_at) = (
        offsets(&row_ix, h),
        offsets(&col_ix, w),
        offsets(&slice_ix, grid_w + between),
    );

    let title = escape(&layout.to_string());
    let mut notes = vec![format!(
        "shape {}",
        shape.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
    )];
    if rows > row_ix.len() as i64 || cols > col_ix.len() as i64 || slices > slice_ix.len() as i64 {
        notes.push(format!(
            "showing the first and last {EDGE} rows and columns{}",
            if slices > slice_ix.len() as i64 {
                format!(" of the first and last {SLICE_EDGE} grids")
            } else {
                String::new()
            }
        ));
    }
    let note = notes.join("; ");
    let head = 44 + if lead.is_empty() { 0 } else { 16 };
    let content_w = span_of(&slice_ix, grid_w + between) - between;
    let text_w = (title.chars().count() as f64 * TITLE_CHAR_PX)
        .max(note.len() as f64 * CHAR_PX)
        .ceil() as i64;
    let width = 2 * margin + content_w.max(text_w);
    let height = 2 * margin + head + grid_h;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="monospace" font-size="11">"#
    );
    let _ = writeln!(
        svg,
        r#"<text x="{margin}" y="{}" font-size="13">{title}</text>"#,
        margin + 4
    );
    let _ = writeln!(
        svg,
        r#"<text x="{margin}" y="{}" fill="gray">{}</text>"#,
        margin + 22,
        escape(&note)
    );
    let top = margin + head;
    for &(s, sx) in &slice_at {
        let left = margin + sx;
        let Some(s) = s else {
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" text-anchor="middle" font-size="16">...</text>"#,
                left + grid_w / 2,
                top + grid_h / 2
            );
            continue;
        };
        if !lead.is_empty() {
            let index: Vec<String> = crate::unflatten(s, lead)
                .iter()
                .map(i64::to_string)
                .chain(["".into(), "".into()])
                .collect();
            let index = index.join(",").replace(",,", ",:,:").trim_end_matches(',').to_string();
            let _ = writeln!(
                svg,
                r#"<text x="{left}" y="{}" font-size="12">[{index}]</text>"#,
                top - 20
            );
        }
        for &(c, cx) in &col_at {
            let text = c.map_or("...".to_string(), |c| c.to_string());
            let size = if c.is_some() { w } else { gap };
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" text-anchor="middle" fill="gray">{text}</text>"#,
                left + cx + size / 2,
                top - 4
            );
        }
        for &(r, ry) in &row_at {
            let py = top + ry;
            let Some(r) = r else {
                let _ = writeln!(
                    svg,
                    r#"<text x="{}" y="{}" text-anchor="end" fill="gray">...</text>"#,
                    left - 4,
                    py + gap / 2 + 4
                );
                continue;
            };
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" text-anchor="end" fill="gray">{r}</text>"#,
                left - 4,
                py + h / 2 + 4
            );
            for &(c, cx) in &col_at {
                let Some(c) = c else { continue };
                let Some((_, text, id)) = drawn.iter().find(|(k, _, _)| *k == (s, r, c)) else {
                    continue;
                };
                let hue = (id.rem_euclid(360) as f64 * 137.508) % 360.0;
                let fill = if radices.is_empty() {
                    "#f2f2f2".to_string()
                } else {
                    format!("hsl({hue:.0},70%,82%)")
                };
                let px = left + cx;
                let _ = writeln!(
                    svg,
                    r#"<rect x="{px}" y="{py}" width="{w}" height="{h}" fill="{fill}" stroke="black" stroke-width="0.5"/>"#
                );
                let _ = writeln!(
                    svg,
                    r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
                    px + w / 2,
                    py + h / 2 + 4,
                    escape(text)
                );
            }
        }
    }
    svg.push_str("</svg>\n");
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_every_index_of_a_short_dimension_and_both_ends_of_a_long_one() {
        assert_eq!(shown(3, 8), vec![Some(0), Some(1), Some(2)]);
        assert_eq!(shown(17, 8).len(), 17);
        let long = shown(512, 8);
        assert_eq!(long.len(), 17);
        assert_eq!(
            (long[7], long[8], long[9], long[16]),
            (Some(7), None, Some(504), Some(511))
        );
    }
}
