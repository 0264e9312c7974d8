//! Same input, same output: each tool run on a representative input several times in fresh
//! processes must write byte-identical stdout, stderr and output files. Users, caches and
//! FileCheck rely on it. Each process draws its own std hash seed and address-space layout, so
//! an order that leaks from a `HashMap`, a `HashSet` or a pointer-keyed table into emitted IR,
//! PTX or a diagnostic makes two of the runs differ with high probability.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::Command,
};

/// Fresh processes per input: with a leak of one binary choice, 4 runs agree by chance 1 time in 8.
const RUNS: usize = 4;

/// One tool invocation. Paths in `args` are relative to the repository root; the tool runs in a
/// directory of its own, where `out.*` files land.
struct Case {
    name: &'static str,
    tool: &'static str,
    args: &'static [&'static str],
}

/// The GPU code generator on its main routes (SIMT GEMM, TMA, the persistent warp-specialized
/// GEMM, fused attention, online softmax), the whole linalg front end through an axe-opt
/// pipeline, the uop-to-scf lowering's register points, the CPU compiler and the NKI emitter.
const CASES: &[Case] = &[
    Case {
        name: "ptx-gemm",
        tool: "axe-translate",
        args: &["--axe-to-ptx", "examples/gpu/gemm.mlir", "-o", "out.ptx"],
    },
    Case {
        name: "ptx-tma",
        tool: "axe-translate",
        args: &[
            "--axe-to-ptx",
            "--chip",
            "sm_90a",
            "--tma",
            "test/Target/PTX/tensor-cores-tma.mlir",
            "-o",
            "out.ptx",
        ],
    },
    Case {
        name: "ptx-persistent",
        tool: "axe-translate",
        args: &[
            "--axe-to-ptx",
            "--chip",
            "sm_90a",
            "--tma",
            "--tma-empty-barriers",
            "--tma-producer",
            "--gemm-stages",
            "4",
            "--gemm-async",
            "--gemm-persistent",
            "--gemm-persistent-blocks",
            "4",
            "--gemm-group-rows",
            "2",
            "test/Target/PTX/tensor-cores-persistent.mlir",
            "-o",
            "out.ptx",
        ],
    },
    Case {
        name: "ptx-attention",
        tool: "axe-compile",
        args: &[
            "--target=nvptx",
            "--fused-attention",
            "--chip",
            "sm_90a",
            "test/Target/PTX/fused-attention.mlir",
            "-o",
            "out.ptx",
        ],
    },
    Case {
        name: "ptx-online-softmax",
        tool: "axe-translate",
        args: &[
            "--axe-to-ptx",
            "--online-softmax",
            "--fast-math",
            "test/Conversion/uop-to-gpu/online-softmax.mlir",
            "-o",
            "out.ptx",
        ],
    },
    Case {
        name: "opt-axe-to-gpu",
        tool: "axe-opt",
        args: &[
            "models/fast/gpt2_tiny/linalg.mlir",
            "--pass-pipeline=builtin.module(axe-to-gpu)",
            "-o",
            "out.mlir",
        ],
    },
    Case {
        name: "opt-uop-to-scf",
        tool: "axe-opt",
        args: &[
            "test/Conversion/uop-to-scf/staged-loads.mlir",
            "--split-input-file",
            "--pass-pipeline=builtin.module(convert-uop-to-scf,canonicalize,cse)",
            "-o",
            "out.mlir",
        ],
    },
    Case {
        name: "cpu-llvm-ir",
        tool: "axe-compile",
        args: &[
            "models/fast/gpt2_tiny/linalg.mlir",
            "--target=cpu",
            "--emit=llvm-ir",
            "-o",
            "out.ll",
        ],
    },
    Case {
        name: "nki-attention",
        tool: "axe-translate",
        args: &["--axe-to-nki", "examples/trainium/attention.mlir", "-o", "out.py"],
    },
];

/// What one run leaves behind: its exit status, stdout, stderr, and every file it wrote.
#[derive(PartialEq)]
struct Outcome {
    status: Option<i32>,
    streams: BTreeMap<String, Vec<u8>>,
}

fn run_once(tools: &Path, root: &Path, case: &Case, dir: &Path) -> Outcome {
    std::fs::create_dir_all(dir).expect("a scratch directory");
    let args: Vec<PathBuf> = case
        .args
        .iter()
        .map(|a| match root.join(a) {
            input if !a.starts_with('-') && input.exists() => input,
            _ => PathBuf::from(a),
        })
        .collect();
    let output = Command::new(tools.join(case.tool))
        .args(&args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{} runs (cargo build --workspace builds it): {e}", case.tool));
    let mut streams = BTreeMap::from([
        ("<stdout>".to_string(), output.stdout),
        ("<stderr>".to_string(), output.stderr),
    ]);
    for entry in std::fs::read_dir(dir).expect("the scratch directory").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        streams.insert(name, std::fs::read(entry.path()).expect("a written file"));
    }
    Outcome {
        status: output.status.code(),
        streams,
    }
}

/// The first line where `a` and `b` differ, for the failure message.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    match a.lines().zip(b.lines()).enumerate().find(|(_, (x, y))| x != y) {
        Some((i, (x, y))) => format!("line {}:\n  {x}\n  {y}", i + 1),
        None => format!("{} lines against {} lines", a.lines().count(), b.lines().count()),
    }
}

/// How the runs of `case` disagree, if they do.
fn disagreement(case: &Case, runs: &[Outcome]) -> Option<String> {
    let first = &runs[0];
    runs[1..].iter().find(|r| *r != first).map(|other| {
        if other.status != first.status {
            return format!("{}: exit status {:?} and {:?}", case.name, first.status, other.status);
        }
        let names = |o: &Outcome| o.streams.keys().cloned().collect::<Vec<_>>();
        if names(first) != names(other) {
            return format!("{}: wrote {:?} and {:?}", case.name, names(first), names(other));
        }
        let (name, a) = first
            .streams
            .iter()
            .find(|(n, a)| other.streams[*n] != **a)
            .expect("a difference");
        format!(
            "{}: {name} differs at {}",
            case.name,
            first_difference(a, &other.streams[name])
        )
    })
}

#[test]
fn tools_write_the_same_bytes_on_every_run() {
    let axe_opt = Path::new(env!("CARGO_BIN_EXE_axe-opt"));
    let tools = axe_opt.parent().expect("the binary lives in a directory");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("deterministic-output");
    let _ = std::fs::remove_dir_all(&scratch);
    // Each case's runs at once: the cases stay within the 2-core budget of `cargo test`, and
    // concurrent runs also vary the timing that MLIR's thread pool sees.
    let failures: Vec<String> = CASES
        .iter()
        .filter_map(|case| {
            let runs: Vec<Outcome> = std::thread::scope(|s| {
                let handles: Vec<_> = (0..RUNS)
                    .map(|i| {
                        let dir = scratch.join(case.name).join(i.to_string());
                        let (tools, root) = (tools, &root);
                        s.spawn(move || run_once(tools, root, case, &dir))
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().expect("a run")).collect()
            });
            let first = &runs[0];
            if first.status != Some(0) {
                let stderr = String::from_utf8_lossy(&first.streams["<stderr>"]);
                return Some(format!("{}: {} failed: {stderr}", case.name, case.tool));
            }
            if first
                .streams
                .iter()
                .all(|(n, bytes)| n.starts_with('<') || bytes.is_empty())
            {
                return Some(format!("{}: {} wrote no output file", case.name, case.tool));
            }
            disagreement(case, &runs)
        })
        .collect();
    assert!(
        failures.is_empty(),
        "runs of one input gave different output:\n{}",
        failures.join("\n")
    );
}
