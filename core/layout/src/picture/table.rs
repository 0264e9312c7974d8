//! `show` in the terminal: one row per logical coordinate, one column per axis. A replicated
//! value lists its per-axis alternatives as `5|9` (R's iters are per axis, so the replica set is the
//! product of these lists).

use std::collections::BTreeSet;

use crate::{format_shape, unflatten, Axis, Layout, Result};

/// The per-axis values of f_L at every logical index, in `axes` order.
pub fn cells(layout: &Layout, axes: &[Axis]) -> Result<Vec<Vec<BTreeSet<i64>>>> {
    (0..layout.size())
        .map(|x| {
            let points = layout.apply(x)?;
            Ok(axes.iter().map(|a| points.iter().map(|p| p.get(a)).collect()).collect())
        })
        .collect()
}

pub fn join(values: &BTreeSet<i64>) -> String {
    values.iter().map(i64::to_string).collect::<Vec<_>>().join("|")
}

pub fn render(layout: &Layout, shape: &[i64]) -> Result<String> {
    let axes: Vec<Axis> = layout.axes().into_iter().collect();
    let cells = cells(layout, &axes)?;
    let mut rows: Vec<Vec<String>> = vec![std::iter::once("coord".to_string())
        .chain(axes.iter().map(|a| a.name().to_string()))
        .collect()];
    for (x, cell) in cells.iter().enumerate() {
        let coord = format_shape(&unflatten(x as i64, shape));
        rows.push(std::iter::once(coord).chain(cell.iter().map(join)).collect());
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|c| rows.iter().map(|r| r[c].len()).max().unwrap_or(0))
        .collect();
    let mut out = format!("{layout} over {}\n", format_shape(shape));
    for row in rows {
        let line: Vec<String> = row.iter().zip(&widths).map(|(v, w)| format!("{v:<w$}")).collect();
        out.push_str(line.join("  ").trim_end());
        out.push('\n');
    }
    Ok(out)
}
