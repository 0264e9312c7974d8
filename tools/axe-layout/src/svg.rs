//! `show --svg`: a picture of the logical tile in the style of CuTe's TV-layout figures. The tile
//! is drawn as a grid (rows = all dims but the last, flattened; columns = the last dim); each cell
//! is labelled with its axis coordinates and coloured by its execution or device coordinate
//! (thread-like, device and user axes, mixed-radix by span), so cells held by the same thread share
//! a colour.

use std::fmt::Write;

use axe_layout::{Axis, AxisKind, Layout, Result};

use crate::table::{cells, join};

fn colour_axis(axis: &Axis) -> bool {
    matches!(axis.kind(), AxisKind::Thread(_) | AxisKind::Device | AxisKind::User)
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

pub fn render(layout: &Layout, shape: &[i64]) -> Result<String> {
    let cols = *shape.last().unwrap_or(&1);
    let rows = layout.size() / cols;
    let axes: Vec<Axis> = layout.axes().into_iter().collect();
    let cells = cells(layout, &axes)?;
    // Colour id: the least value of every colour axis, mixed radix by the axis spans.
    let radices: Vec<(usize, i64)> = axes
        .iter()
        .enumerate()
        .filter(|(_, a)| colour_axis(a))
        .map(|(k, a)| Ok((k, layout.span(a)?)))
        .collect::<Result<_>>()?;
    let labels: Vec<String> = cells
        .iter()
        .map(|cell| {
            axes.iter().zip(cell).map(|(a, v)| format!("{}{}", label(a), join(v))).collect::<Vec<_>>().join(" ")
        })
        .collect();
    let longest = labels.iter().map(String::len).max().unwrap_or(1) as i64;
    let (w, h) = ((longest * 7 + 12).max(36), 26i64);
    let (margin, head) = (30i64, 24i64);
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" font-family="monospace" font-size="11">"#,
        2 * margin + cols * w,
        2 * margin + head + rows * h
    );
    let title = layout.to_string().replace('&', "&amp;").replace('<', "&lt;");
    let _ = writeln!(svg, r#"<text x="{margin}" y="{}" font-size="13">{title}</text>"#, margin + 4);
    let top = margin + head;
    for c in 0..cols {
        let _ = writeln!(svg, r#"<text x="{}" y="{}" text-anchor="middle" fill="gray">{c}</text>"#, margin + c * w + w / 2, top - 4);
    }
    for (x, cell) in cells.iter().enumerate() {
        let (r, c) = (x as i64 / cols, x as i64 % cols);
        let mut id = 0i64;
        for &(k, span) in &radices {
            id = id.saturating_mul(span).saturating_add(cell[k].iter().next().copied().unwrap_or(0));
        }
        let hue = (id.rem_euclid(360) as f64 * 137.508) % 360.0;
        let fill = if radices.is_empty() { "#f2f2f2".to_string() } else { format!("hsl({hue:.0},70%,82%)") };
        let (px, py) = (margin + c * w, top + r * h);
        let _ = writeln!(svg, r#"<rect x="{px}" y="{py}" width="{w}" height="{h}" fill="{fill}" stroke="black" stroke-width="0.5"/>"#);
        let _ = writeln!(svg, r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#, px + w / 2, py + h / 2 + 4, labels[x]);
        if c == 0 {
            let _ = writeln!(svg, r#"<text x="{}" y="{}" text-anchor="end" fill="gray">{r}</text>"#, margin - 4, py + h / 2 + 4);
        }
    }
    svg.push_str("</svg>\n");
    Ok(svg)
}
