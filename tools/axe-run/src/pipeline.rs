//! Running a textual pass pipeline (`builtin.module(...)`) with every
//! upstream, Axe and lowering pass registered (axe_lowering::pipeline), and
//! `--reassociate=false` applied to it.

pub use axe_lowering::pipeline::{register_passes, run_pipeline};

/// The passes whose `reassociate` option lets them reorder float sums and products.
const REORDERING: [&str; 6] = [
    "convert-linalg-to-uop",
    "uop-schedule",
    "uop-optimize-ranges",
    "uop-collapse-reduce",
    "uop-reduce-unparented",
    "uop-split-reduceop",
];

/// The named pipelines that contain [`REORDERING`] passes, spelled out with them told not to.
fn spelled_out(name: &str) -> Option<String> {
    match name {
        "axe-kernels-to-cpu" => Some(axe_lowering::llvm_pipeline::kernels_to_cpu(
            false,
            None,
            axe_lowering::llvm_pipeline::RuntimeChecks::Abort,
        )),
        "axe-to-cpu" => Some(axe_lowering::front_end::to_cpu(false)),
        "uop-kernelize" => Some(axe_passes::kernelize::kernelize(false)),
        "axe-tensor-to-kernels" => Some(axe_passes::tensor_to_kernels::tensor_to_kernels(false)),
        _ => None,
    }
}

/// `pipeline` with every pass that may reorder float reductions told not to
/// (`reassociate=false` added to its options; `axe-kernels-to-cpu`, `axe-to-cpu`,
/// `uop-kernelize` and `axe-tensor-to-kernels` spelled out with it), for `axe-run
/// --reassociate=false`. A pass that asks for `reassociate` itself
/// is an error: the flag and the pipeline disagree.
pub fn without_reassociation(pipeline: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = pipeline;
    while let Some((start, name)) = next_pass(rest) {
        out.push_str(&rest[..start]);
        rest = &rest[start + name.len()..];
        if let Some(elements) = spelled_out(name) {
            out.push_str(&elements);
            continue;
        }
        out.push_str(name);
        match rest.strip_prefix('{') {
            Some(options) => {
                let end = options
                    .find('}')
                    .ok_or_else(|| format!("--check-pipeline: the options of {name} have no closing brace"))?;
                let given = &options[..end];
                if given
                    .split([' ', ','])
                    .any(|o| o == "reassociate" || o.starts_with("reassociate="))
                    && !given
                        .split([' ', ','])
                        .any(|o| o == "reassociate=false" || o == "reassociate=0")
                {
                    return Err(format!(
                        "--reassociate=false, but the pipeline sets {name}{{{given}}}: drop one"
                    ));
                }
                out.push('{');
                out.push_str(given);
                if !given.contains("reassociate=") {
                    out.push_str(if given.trim().is_empty() {
                        "reassociate=false"
                    } else {
                        " reassociate=false"
                    });
                }
                out.push('}');
                rest = &options[end + 1..];
            }
            None => out.push_str("{reassociate=false}"),
        }
    }
    out.push_str(rest);
    Ok(out)
}

/// The first pass of [`REORDERING`] or named pipeline of [`spelled_out`] named in `text` (as a
/// whole name, not a prefix of a longer one): its byte offset and name.
fn next_pass(text: &str) -> Option<(usize, &'static str)> {
    let names = REORDERING.iter().copied().chain([
        "axe-kernels-to-cpu",
        "axe-to-cpu",
        "uop-kernelize",
        "axe-tensor-to-kernels",
    ]);
    let is_name_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.';
    names
        .filter_map(|name| {
            text.match_indices(name)
                .map(|(i, _)| i)
                .find(|&i| {
                    let before = i.checked_sub(1).map(|j| text.as_bytes()[j]);
                    let after = text.as_bytes().get(i + name.len()).copied();
                    !before.is_some_and(is_name_byte) && !after.is_some_and(is_name_byte)
                })
                .map(|i| (i, name))
        })
        .min_by_key(|&(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::without_reassociation;

    #[test]
    fn every_reordering_pass_is_told_not_to() {
        assert_eq!(
            without_reassociation("builtin.module(uop-kernelize,uop-schedule,axe-lower-to-llvm)").unwrap(),
            "builtin.module(uop-rangeify,uop-optimize-ranges{reassociate=false},uop-split-kernels,\
             uop-optimize-ranges{reassociate=false},func.func(axe-simplify-index),cse,\
             uop-schedule{reassociate=false},axe-lower-to-llvm)"
        );
        let front = without_reassociation("builtin.module(axe-tensor-to-kernels)").unwrap();
        // The conversion keeps linalg's order too (a bias in front of the sum).
        assert!(
            front.starts_with("builtin.module(convert-linalg-to-uop{reassociate=false},canonicalize,uop-rangeify,"),
            "{front}"
        );
        assert_eq!(
            without_reassociation("builtin.module(convert-linalg-to-uop)").unwrap(),
            "builtin.module(convert-linalg-to-uop{reassociate=false})"
        );
        assert_eq!(
            front.matches("uop-optimize-ranges{reassociate=false}").count(),
            2,
            "{front}"
        );
        assert_eq!(
            without_reassociation("builtin.module(uop-reduce-unparented,uop-split-reduceop{threshold=4})").unwrap(),
            "builtin.module(uop-reduce-unparented{reassociate=false},uop-split-reduceop{threshold=4 reassociate=false})"
        );
        assert_eq!(
            without_reassociation("builtin.module(uop-schedule{vector-bytes=64},uop-schedule{target=gpu threads=128},uop-map-gpu-ranges)").unwrap(),
            "builtin.module(uop-schedule{vector-bytes=64 reassociate=false},uop-schedule{target=gpu threads=128 reassociate=false},uop-map-gpu-ranges)"
        );
        // The tensor cores are uop-schedule's choice; uop-tensor-cores only applies it.
        assert_eq!(
            without_reassociation("builtin.module(uop-schedule{target=gpu},uop-tensor-cores)").unwrap(),
            "builtin.module(uop-schedule{target=gpu reassociate=false},uop-tensor-cores)"
        );
        assert_eq!(
            without_reassociation("builtin.module(uop-schedule{reassociate=false})").unwrap(),
            "builtin.module(uop-schedule{reassociate=false})"
        );
        let expanded = without_reassociation("builtin.module(axe-kernels-to-cpu)").unwrap();
        assert!(
            expanded.contains("uop-schedule{vector-bytes=0 reassociate=false}"),
            "{expanded}"
        );
        assert!(!expanded.contains("axe-kernels-to-cpu"));
        let expanded = without_reassociation("builtin.module(axe-to-cpu)").unwrap();
        // The front half spelled out too: its range optimizations keep float reductions.
        assert!(
            expanded.contains("uop-optimize-ranges{reassociate=false}")
                && expanded.contains(",axe-check-bounds,")
                && expanded.contains("uop-schedule{vector-bytes=0 reassociate=false}")
                && !expanded.contains("axe-tensor-to-kernels"),
            "{expanded}"
        );
        // Names that only contain a pass's name are left alone.
        assert_eq!(
            without_reassociation("builtin.module(cse)").unwrap(),
            "builtin.module(cse)"
        );
        assert!(without_reassociation("builtin.module(uop-schedule{reassociate=true})").is_err());
        assert!(without_reassociation("builtin.module(uop-schedule{reassociate})").is_err());
    }
}
