//! `axe-layout`: the Axe layout algebra on the command line (issue 4 item 4), for working out
//! layouts by hand the way CuTe users use `print_layout`. Layouts are written in the attribute
//! syntax (`S[(8,4):(4@lane,1@lane)] + R[2:4@warp] + 5@warp`) and printed back in it.

mod args;

use std::io::Write;
use std::process::ExitCode;

use axe_layout::{
    direct_sum, equivalent, format_shape, group, group_many, parse,
    picture::{self, svg, table},
    reshape, slice, tile, tile_of, unflatten, EquivalenceMethod, GapCondition, Grouped, Layout, LayoutError, Reshape,
};
use clap::{Parser, Subcommand};
use serde::Serialize;
use serde_json::json;

const SYNTAX: &str = "\
Layouts use the #axe.layout syntax (TVM TIRx spelling):
  S[(8,2,4,2):(4@lane,1@warp,1@lane,1@reg)] + R[2:4@warp] + 5@warp
  S[...] is the shard part D (last iter fastest), R[...] the replicas, `o@axis` an offset;
  a stride or offset without @axis is on the memory axis m. S[2,3,4] is row-major on m.
Shapes are written 8,16; regions 16:32,64:128 (half-open begin:end per dim).
Run `axe-layout <COMMAND> --help` for what each command does, with an example.
Bad input prints one line `axe-layout: error: ...` (with the byte offset for layouts) and exits 1.
\"spec 001\", \"spec 004\": the specification documents; docs/specs.md says what each covers.";

#[derive(Parser)]
#[command(name = "axe-layout", version, about = "The Axe layout algebra on the command line", after_help = SYNTAX)]
struct Cli {
    /// Print the result as JSON (for scripts).
    #[arg(long, global = true)]
    json: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Canonical form (spec 001 App. A: D0, D1, C0, C1, C2) and whether the gap condition holds.
    #[command(after_help = "Example:\n  $ axe-layout canonicalize 'S[(4,2):(2,1)]'\n  S[8:1]")]
    Canonicalize {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
    },

    /// Group by a shape (Algorithm 1, fewest iters); several --shape give their common refinement.
    #[command(
        after_help = "Example:\n  $ axe-layout group 'S[30:1]' --shape 6,5\n  S[(6,5):(5,1)]\n  seps: [0, 1, 2]"
    )]
    Group {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
        /// A shape admitted by the layout (repeat for the common refinement of several).
        #[arg(long, required = true, value_parser = args::shape)]
        shape: Vec<args::Shape>,
    },

    /// Tile OUTER (x) INNER (Algorithm 2): OUTER is the grid, scaled by the span of the INNER tile.
    #[command(
        after_help = "Example:\n  $ axe-layout tile 'S[(8,8):(8,1)]' 'S[(2,3):(3,1)]' --outer-shape 8,8 --inner-shape 2,3\n  S[(8,2,8,3):(48,3,6,1)]\n  shape: (8,2,8,3)"
    )]
    Tile {
        /// The outer grid layout A.
        outer: String,
        /// The inner tile layout B.
        inner: String,
        /// Shape of OUTER (default: its size, 1-D).
        #[arg(long, value_parser = args::shape)]
        outer_shape: Option<args::Shape>,
        /// Shape of INNER (default: its size, 1-D).
        #[arg(long, value_parser = args::shape)]
        inner_shape: Option<args::Shape>,
    },

    /// Find C with LAYOUT = C (x) TILE (App. D, verified against the definition).
    #[command(
        after_help = "Example:\n  $ axe-layout tile-of 'S[(8,2,8,3):(48,3,6,1)]' 'S[(2,3):(3,1)]' --shape 16,24 --tile-shape 2,3\n  S[(8,8):(8,1)]\n  shape: (8,8)"
    )]
    TileOf {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
        /// The tile layout B.
        tile: String,
        /// Shape of LAYOUT (default: its size, 1-D).
        #[arg(long, value_parser = args::shape)]
        shape: Option<args::Shape>,
        /// Shape of TILE (default: its size, 1-D).
        #[arg(long, value_parser = args::shape)]
        tile_shape: Option<args::Shape>,
    },

    /// The layout of a rectangular region L[R:S], whenever one exists (Algorithm 4 first, then an exact decision).
    #[command(
        after_help = "Example:\n  $ axe-layout slice 'S[(2,8,3,8):(192,8,64,1)]' --shape 16,24 --region 2:6,4:12\n  S[(4,2,4):(8,60,1)] + 20"
    )]
    Slice {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
        /// The logical shape S the region is taken in.
        #[arg(long, value_parser = args::shape)]
        shape: args::Shape,
        /// The region, begin:end per dim.
        #[arg(long, value_parser = args::region)]
        region: args::Region,
    },

    /// Direct sum LEFT + RIGHT on the tiling domain (App. F): like tile, without span scaling.
    #[command(
        after_help = "Example:\n  $ axe-layout direct-sum 'S[(2,2):(8,2)]' 'S[(2,2):(4,1)]' --left-shape 2,2 --right-shape 2,2\n  S[(2,2,2,2):(8,4,2,1)]\n  shape: (2,2,2,2)"
    )]
    DirectSum {
        /// The left layout A.
        left: String,
        /// The right layout B.
        right: String,
        /// Shape of LEFT (default: its size, 1-D).
        #[arg(long, value_parser = args::shape)]
        left_shape: Option<args::Shape>,
        /// Shape of RIGHT (default: its size, 1-D).
        #[arg(long, value_parser = args::shape)]
        right_shape: Option<args::Shape>,
    },

    /// The set f_L(x) at a flat index, or at an N-d coordinate of --shape.
    #[command(
        after_help = "Example:\n  $ axe-layout apply 'S[(8,2,4,2):(4@l,1@w,1@l,1)] + R[2:4@w] + 5@w' --shape 8,16 0,8\n  {6@w, 10@w}"
    )]
    Apply {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
        /// A flat index (`5`) or a coordinate of --shape (`0,8`).
        #[arg(value_parser = args::coord, allow_hyphen_values = true)]
        at: args::Coord,
        /// The logical shape the coordinate is in.
        #[arg(long, value_parser = args::shape)]
        shape: Option<args::Shape>,
    },

    /// Axis-wise span (Lemma C.1) and size: on every axis, or on --axis.
    #[command(after_help = "Example:\n  $ axe-layout span 'S[(8,6):(8,1)]'\n  m: span 62, size 48")]
    Span {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
        /// Only this axis.
        #[arg(long)]
        axis: Option<String>,
    },

    /// Whether two layouts induce the same map (canonical forms; point by point outside the gap condition).
    #[command(after_help = "Example:\n  $ axe-layout equal 'S[(4,2):(2,1)]' 'S[8:1]'\n  true")]
    Equal {
        /// The first layout.
        a: String,
        /// The second layout.
        b: String,
    },

    /// View with a new shape, one iter per dim, if no new view is needed (spec 004).
    #[command(after_help = "Example:\n  $ axe-layout reshape 'S[(4,6):(6,1)]' --shape 2,12\n  S[(2,12):(12,1)]")]
    Reshape {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
        /// The new shape.
        #[arg(long, value_parser = args::shape)]
        shape: args::Shape,
    },

    /// Draw the map: a table (logical coordinate -> axis coordinates), and with --svg a picture.
    #[command(
        after_help = "Example:\n  $ axe-layout show 'S[(2,2):(1@lane,1)]' --shape 2,2\n  S[(2,2):(1@lane,1)] over (2,2)\n  coord  lane  m\n  (0,0)  0     0\n  ..."
    )]
    Show {
        /// The layout, in #axe.layout syntax (e.g. 'S[(4,2):(2,1)]').
        layout: String,
        /// The logical shape to draw (default: its size, 1-D).
        #[arg(long, value_parser = args::shape)]
        shape: Option<args::Shape>,
        /// Write an SVG picture (grid of the tile, cells coloured by thread/device coordinate).
        #[arg(long, value_name = "FILE")]
        svg: Option<std::path::PathBuf>,
    },
}

fn layout_arg(name: &str, text: &str) -> Result<Layout, String> {
    parse(text).map_err(|e| format!("{name} '{text}': {e}"))
}

fn shape_or_size(shape: Option<args::Shape>, layout: &Layout) -> Vec<i64> {
    shape.map_or_else(|| vec![layout.size()], |s| s.0)
}

#[derive(Serialize)]
struct GroupedOut {
    layout: String,
    shape: Vec<i64>,
    seps: Vec<usize>,
}

fn grouped_out(g: &Grouped) -> GroupedOut {
    GroupedOut {
        layout: g.layout.to_string(),
        shape: g.shape.clone(),
        seps: g.seps.clone(),
    }
}

fn print_grouped(g: &Grouped, json: bool, label: &str) -> String {
    if json {
        return serde_json::to_string(&grouped_out(g)).unwrap_or_default();
    }
    format!(
        "{}\n{label}: {}",
        g.layout,
        if label == "seps" {
            format!("{:?}", g.seps)
        } else {
            format_shape(&g.shape)
        }
    )
}

fn point_set(set: &std::collections::BTreeSet<axe_layout::Point>) -> String {
    format!(
        "{{{}}}",
        set.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
    )
}

fn run(cli: Cli) -> Result<String, String> {
    let err = |e: LayoutError| e.to_string();
    let json = cli.json;
    match cli.command {
        Command::Canonicalize { layout } => {
            let l = layout_arg("LAYOUT", &layout)?;
            let c = l.canonicalize().map_err(err)?;
            let violation = match &c.gap_condition {
                GapCondition::Holds => None,
                GapCondition::Violated { axis, extent, stride, next_stride } => Some(format!(
                    "gap condition fails on {axis}: replica {extent}:{stride} reaches stride {next_stride}; this form may not be unique"
                )),
            };
            if json {
                return Ok(
                    json!({"layout": c.layout.to_string(), "gap_condition": violation.is_none(), "note": violation})
                        .to_string(),
                );
            }
            if let Some(v) = violation {
                // On stderr, so that stdout stays a layout in the attribute syntax.
                let _ = writeln!(std::io::stderr().lock(), "axe-layout: note: {v}");
            }
            Ok(c.layout.to_string())
        }
        Command::Group { layout, shape } => {
            let l = layout_arg("LAYOUT", &layout)?;
            let shape: Vec<Vec<i64>> = shape.into_iter().map(|s| s.0).collect();
            if let [one] = shape.as_slice() {
                return Ok(print_grouped(&group(&l, one).map_err(err)?, json, "seps"));
            }
            let many = group_many(&l, &shape).map_err(err)?;
            if json {
                return Ok(json!({"layout": many.grouped.layout.to_string(), "refined": many.grouped.shape, "seps": many.seps}).to_string());
            }
            let mut out = format!(
                "{}\nrefined: {}",
                many.grouped.layout,
                format_shape(&many.grouped.shape)
            );
            for (s, seps) in shape.iter().zip(&many.seps) {
                out.push_str(&format!("\nseps {}: {seps:?}", format_shape(s)));
            }
            Ok(out)
        }
        Command::Tile {
            outer,
            inner,
            outer_shape,
            inner_shape,
        } => {
            let (a, b) = (layout_arg("OUTER", &outer)?, layout_arg("INNER", &inner)?);
            let (sa, sb) = (shape_or_size(outer_shape, &a), shape_or_size(inner_shape, &b));
            Ok(print_grouped(&tile(&a, &sa, &b, &sb).map_err(err)?, json, "shape"))
        }
        Command::TileOf {
            layout,
            tile,
            shape,
            tile_shape,
        } => {
            let (a, b) = (layout_arg("LAYOUT", &layout)?, layout_arg("TILE", &tile)?);
            let (sa, sb) = (shape_or_size(shape, &a), shape_or_size(tile_shape, &b));
            Ok(print_grouped(&tile_of(&a, &sa, &b, &sb).map_err(err)?, json, "shape"))
        }
        Command::Slice {
            layout,
            shape: args::Shape(shape),
            region: args::Region(region),
        } => {
            let l = layout_arg("LAYOUT", &layout)?;
            let s = slice(&l, &shape, &region).map_err(err)?;
            let extents: Vec<i64> = region.iter().map(|r| r.end - r.start).collect();
            if json {
                return Ok(json!({"layout": s.to_string(), "shape": extents}).to_string());
            }
            Ok(s.to_string())
        }
        Command::DirectSum {
            left,
            right,
            left_shape,
            right_shape,
        } => {
            let (a, b) = (layout_arg("LEFT", &left)?, layout_arg("RIGHT", &right)?);
            let (sa, sb) = (shape_or_size(left_shape, &a), shape_or_size(right_shape, &b));
            Ok(print_grouped(
                &direct_sum(&a, &sa, &b, &sb).map_err(err)?,
                json,
                "shape",
            ))
        }
        Command::Apply {
            layout,
            at: args::Coord(at),
            shape,
        } => {
            let shape = shape.map(|s| s.0);
            let l = layout_arg("LAYOUT", &layout)?;
            let set = match (&shape, at.as_slice()) {
                (None, [x]) => l.apply(*x).map_err(err)?,
                (None, _) => return Err(format!("coordinate {} needs --shape", format_shape(&at))),
                (Some(s), _) => l.apply_coord(&at, s).map_err(err)?,
            };
            if json {
                let points: Vec<_> = set
                    .iter()
                    .map(|p| {
                        p.components()
                            .map(|(a, v)| (a.name().to_string(), v))
                            .collect::<std::collections::BTreeMap<_, _>>()
                    })
                    .collect();
                return Ok(json!({"points": points}).to_string());
            }
            Ok(point_set(&set))
        }
        Command::Span { layout, axis } => {
            let l = layout_arg("LAYOUT", &layout)?;
            let axes = match axis {
                Some(name) => vec![axe_layout::Axis::new(&name).map_err(err)?],
                None => l.axes().into_iter().collect(),
            };
            let rows = axes
                .iter()
                .map(|a| Ok((a.name().to_string(), l.span(a)?, l.size_on(a))))
                .collect::<Result<Vec<_>, LayoutError>>()
                .map_err(err)?;
            if json {
                let obj: serde_json::Map<_, _> = rows
                    .iter()
                    .map(|(a, s, z)| (a.clone(), json!({"span": s, "size": z})))
                    .collect();
                return Ok(serde_json::Value::Object(obj).to_string());
            }
            Ok(rows
                .iter()
                .map(|(a, s, z)| format!("{a}: span {s}, size {z}"))
                .collect::<Vec<_>>()
                .join("\n"))
        }
        Command::Equal { a, b } => {
            let (la, lb) = (layout_arg("A", &a)?, layout_arg("B", &b)?);
            let e = equivalent(&la, &lb).map_err(err)?;
            let method = match e.method {
                EquivalenceMethod::CanonicalForm => "canonical-form",
                EquivalenceMethod::BruteForce => "brute-force",
            };
            if json {
                return Ok(json!({"equal": e.equal, "method": method}).to_string());
            }
            Ok(e.equal.to_string())
        }
        Command::Reshape {
            layout,
            shape: args::Shape(shape),
        } => {
            let l = layout_arg("LAYOUT", &layout)?;
            match reshape(&l, &shape).map_err(err)? {
                Reshape::View(v) if json => Ok(json!({"view": v.to_string()}).to_string()),
                Reshape::View(v) => Ok(v.to_string()),
                Reshape::NeedsNewView { partition, reason } if json => {
                    Ok(json!({"view": null, "max_merge": partition, "reason": reason}).to_string())
                }
                Reshape::NeedsNewView { reason, .. } => Ok(format!("needs a new view: {reason}")),
            }
        }
        Command::Show { layout, shape, svg } => {
            let l = layout_arg("LAYOUT", &layout)?;
            let shape = shape_or_size(shape, &l);
            picture::check_drawable(&l, &shape).map_err(err)?;
            if let Some(path) = svg {
                let picture = svg::render(&l, &shape).map_err(err)?;
                std::fs::write(&path, picture).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            }
            if json {
                let axes: Vec<_> = l.axes().into_iter().collect();
                let cells = table::cells(&l, &axes).map_err(err)?;
                let rows: Vec<_> = cells
                    .iter()
                    .enumerate()
                    .map(|(x, c)| {
                        let values: serde_json::Map<_, _> = axes
                            .iter()
                            .zip(c)
                            .map(|(a, v)| (a.name().to_string(), json!(v)))
                            .collect();
                        json!({"coord": unflatten(x as i64, &shape), "axes": values})
                    })
                    .collect();
                return Ok(json!({"layout": l.to_string(), "shape": shape, "cells": rows}).to_string());
            }
            Ok(table::render(&l, &shape).map_err(err)?.trim_end().to_string())
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            let _ = e.print();
            return ExitCode::from(1);
        }
        Err(e) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    // writeln! rather than println!: a closed pipe (`axe-layout show ... | head`) is not a panic.
    match run(cli) {
        Ok(out) => {
            let _ = writeln!(std::io::stdout().lock(), "{out}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            let _ = writeln!(std::io::stderr().lock(), "axe-layout: error: {message}");
            ExitCode::from(1)
        }
    }
}
