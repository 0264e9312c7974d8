//! The equivalence harness: every RUN line of test/Transforms (and
//! test/Conversion, when present) that runs `axe-opt %s` with a pipeline
//! (no `not`, no --verify-diagnostics) is replayed through
//! `axe-run --check-pipeline`, which runs each function before and after the
//! pipeline on the same seeded random inputs through the reference
//! interpreter and requires equal results. Each pipeline output is then also
//! JIT-compiled for the CPU (`axe-run --target cpu`) and compared with the
//! interpreter on the original: every function of test/Conversion must run
//! that way; in test/Transforms, functions the JIT cannot lower are counted
//! and skipped (index-level tests whose free variables, unbound `uop.range`,
//! `uop.define_var` and GPU ids, have no value outside the interpreter;
//! tensor-level functions; rangeify output, one unsplit kernel graph that
//! needs `uop-split-kernels`). This test binary does not link MLIR: it only
//! spawns the built `axe-run`.
//!
//! The harness pays for no check twice: a pipeline a file runs more than once (one RUN line
//! per FileCheck prefix) is replayed once, and a GPU pipeline whose output the file's own
//! lit line already runs on the emulator against the interpreter
//! (`axe-run %s --check-pipeline P --target gpu-emulator`, same pipeline and
//! --split-input-file) keeps only its interpreter replay here.

mod random_kernels;

use std::{
    path::{Path, PathBuf},
    process::Command,
};

const TRIALS: &str = "20";
/// Pipelines of the GPU path run every thread of the grid in each trial (no sampled ids), so
/// one trial already covers every thread.
const GPU_TRIALS: &str = "1";

fn trials_of(pipeline: &str) -> &'static str {
    if is_gpu_pipeline(pipeline) {
        GPU_TRIALS
    } else {
        TRIALS
    }
}

/// Pipelines of the GPU path make code that reads GPU ids (and tensor-core kernels make
/// warp-collective mma.sync): it runs on the GPU emulator, every thread, so fewer trials.
fn is_gpu_pipeline(pipeline: &str) -> bool {
    pipeline.contains("gpu") || pipeline.contains("tensor-cores")
}
const SEED: &str = "1";

/// Splits a RUN command like a POSIX shell would for our simple lines.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut quote: Option<char> = None;
    let mut in_word = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => current.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut current));
                    in_word = false;
                }
            }
            (None, c) => {
                current.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(current);
    }
    words
}

/// The pipeline and --split-input-file of an `axe-opt %s ...` command, or
/// `None` when the command is not a plain pipeline run.
fn pipeline_of(command: &str) -> Option<(String, bool)> {
    let words = shell_words(command);
    if words.first().map(String::as_str) != Some("axe-opt") || !words.iter().any(|w| w == "%s") {
        return None;
    }
    if words.iter().any(|w| w == "--verify-diagnostics") {
        return None;
    }
    let split = words.iter().any(|w| w == "--split-input-file");
    let mut passes = Vec::new();
    for w in &words[1..] {
        if let Some(p) = w.strip_prefix("--pass-pipeline=") {
            return Some((p.to_string(), split));
        }
        // A pass given as a flag: --axe-x[=options] or --uop-x[=options].
        let Some(flag) = w
            .strip_prefix("--")
            .filter(|f| f.starts_with("axe-") || f.starts_with("uop-"))
        else {
            continue;
        };
        passes.push(match flag.split_once('=') {
            Some((name, options)) => format!("{name}{{{options}}}"),
            None => flag.to_string(),
        });
    }
    (!passes.is_empty()).then(|| (format!("builtin.module({})", passes.join(",")), split))
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// `axe-run FILE --check-pipeline PIPELINE` with the harness's trials, seed and the file's
/// tolerances: the interpreter before and after the pipeline (add `--target` to run the output
/// compiled).
fn check_pipeline_command(file: &Path, pipeline: &str, split: bool, tolerances: &[String]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_axe-run"));
    command
        .arg(file)
        .args([
            "--check-pipeline",
            pipeline,
            "--trials",
            trials_of(pipeline),
            "--seed",
            SEED,
        ])
        .args(tolerances);
    if split {
        command.arg("--split-input-file");
    }
    command
}

/// Runs the pipeline's output on the CPU JIT (the GPU emulator for pipelines of the GPU
/// path) against the interpreter on the original; returns (functions that ran and matched, functions that did
/// not lower, the failure if any). A mismatch always fails; a function that
/// does not lower fails only where `must_lower`.
fn jit_check(
    file: &Path,
    pipeline: &str,
    split: bool,
    must_lower: bool,
    tolerances: &[String],
) -> (usize, usize, Option<String>) {
    let target = if is_gpu_pipeline(pipeline) {
        "gpu-emulator"
    } else {
        "cpu"
    };
    let output = check_pipeline_command(file, pipeline, split, tolerances)
        .args(["--target", target])
        .output()
        .expect("axe-run runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let (mut ran, mut not_lowerable, mut bad) = (0, 0, Vec::new());
    for line in stdout.lines().filter(|l| l.starts_with('@')) {
        if line.ends_with(": ok") || line.contains(": ok (") {
            ran += 1;
        } else if line.contains(": MISMATCH") || (must_lower && line.ends_with(": ERROR")) {
            bad.push(line.to_string());
        } else if line.ends_with(": ERROR") {
            not_lowerable += 1;
        }
    }
    let failure = (!bad.is_empty()).then(|| {
        format!(
            "{} with '{pipeline}' on {target}:\n{}\n{}",
            file.display(),
            bad.join("\n"),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    (ran, not_lowerable, failure)
}

/// The `--rtol` / `--atol` a file's own `axe-run ... --target cpu` (or `gpu-emulator`) RUN
/// lines declare (the largest of each): compiled code and block reductions may reassociate
/// float sums where the kernel allows it (`uop.reassociate`), and the file says by how much
/// results may move. None: the defaults.
fn declared_tolerances(text: &str) -> Vec<String> {
    let mut tolerances = Vec::new();
    for flag in ["--rtol", "--atol"] {
        let largest = text
            .lines()
            .filter_map(|l| l.split_once("RUN:").map(|(_, run)| shell_words(run)))
            .filter(|w| {
                w.first().map(String::as_str) == Some("axe-run") && w.iter().any(|x| x == "cpu" || x == "gpu-emulator")
            })
            .flat_map(|w| {
                w.windows(2)
                    .filter(|p| p[0] == flag)
                    .filter_map(|p| p[1].parse::<f64>().ok())
                    .collect::<Vec<_>>()
            })
            .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))));
        if let Some(v) = largest {
            tolerances.extend([flag.to_string(), v.to_string()]);
        }
    }
    tolerances
}

/// One pipeline RUN line to replay: the file, its pipeline, and how to run it.
struct Replay {
    file: PathBuf,
    pipeline: String,
    split: bool,
    tolerances: Vec<String>,
    /// A lit RUN line of the file already runs this pipeline's output on the GPU emulator
    /// against the interpreter ([`emulated_by_lit`]).
    emulated_by_lit: bool,
}

/// The (pipeline, --split-input-file) of each `axe-run %s --check-pipeline P --target
/// gpu-emulator` RUN line of `text`: lit compares those pipelines' output on the emulator.
fn emulated_by_lit(text: &str) -> Vec<(String, bool)> {
    text.lines()
        .filter_map(|l| {
            l.split_once("RUN:")
                .map(|(_, run)| shell_words(run.split('|').next().unwrap_or("")))
        })
        .filter(|w| {
            w.first().map(String::as_str) == Some("axe-run")
                && w.iter().any(|x| x == "%s")
                && w.windows(2).any(|p| p[0] == "--target" && p[1] == "gpu-emulator")
        })
        .filter_map(|w| {
            let at = w.iter().position(|x| x == "--check-pipeline")?;
            let split = w.iter().any(|x| x == "--split-input-file");
            w.get(at + 1).map(|p| (p.clone(), split))
        })
        .collect()
}

/// Passes that rewrite the linalg program itself, before `convert-linalg-to-uop`: a replay
/// starts from the uop level (`axe-run --check-pipeline`), where they find nothing to do, and
/// their output is a GPU driver the CPU JIT cannot run. Their test files compare the rewritten
/// program with the original themselves (`axe-run %s --against`).
const LINALG_LEVEL_PASSES: [&str; 2] = ["axe-fuse-attention", "axe-call-fused-attention"];

/// Files whose source program only the TMA route runs: an asynchronous shared-to-global copy is
/// a TMA store, which the default dispatch refuses, and a replay interprets the source with the
/// default dispatch. They compare the dispatched program with a reference themselves
/// (`axe-run --against ... --rtol 0 --atol 0`).
const TMA_ONLY_SOURCES: [&str; 1] = ["test/Conversion/axe-to-gpu/tma-store.mlir"];

/// The replays of every `axe-opt %s` pipeline RUN line under test/Transforms and test/Conversion.
fn replays(root: &Path) -> Vec<Replay> {
    let mut files = Vec::new();
    for dir in ["test/Transforms", "test/Conversion"] {
        mlir_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut replays = Vec::new();
    for file in files {
        if TMA_ONLY_SOURCES.iter().any(|f| file.ends_with(f)) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let tolerances = declared_tolerances(&text);
        let emulated = emulated_by_lit(&text);
        let first_of_file = replays.len();
        for line in text.lines() {
            let Some((_, run)) = line.split_once("RUN:") else {
                continue;
            };
            let first = run.split('|').next().unwrap_or("").trim();
            if let Some((pipeline, split)) = pipeline_of(first) {
                if LINALG_LEVEL_PASSES.iter().any(|p| pipeline.contains(p)) {
                    continue;
                }
                let repeated = replays[first_of_file..]
                    .iter()
                    .any(|r: &Replay| r.pipeline == pipeline && r.split == split);
                if repeated {
                    continue;
                }
                let emulated_by_lit = is_gpu_pipeline(&pipeline) && emulated.contains(&(pipeline.clone(), split));
                replays.push(Replay {
                    file: file.clone(),
                    pipeline,
                    split,
                    tolerances: tolerances.clone(),
                    emulated_by_lit,
                });
            }
        }
    }
    replays
}

/// Checks one replay in the interpreter, then on the JIT (or the GPU emulator, unless lit does);
/// returns (functions the JIT ran and matched, functions it could not lower, failures).
fn check_replay(replay: &Replay) -> (usize, usize, Vec<String>) {
    let Replay {
        file,
        pipeline,
        split,
        tolerances,
        emulated_by_lit,
    } = replay;
    let output = check_pipeline_command(file, pipeline, *split, tolerances)
        .output()
        .expect("axe-run runs");
    let must_lower = file.components().any(|c| c.as_os_str() == "Conversion");
    let (ran, not_lowerable, failure) = if *emulated_by_lit {
        (0, 0, None)
    } else {
        jit_check(file, pipeline, *split, must_lower, tolerances)
    };
    let mut failures: Vec<String> = failure.into_iter().collect();
    if !output.status.success() {
        let stdout = String::from_utf8_lossy(&output.stdout);
        let bad: Vec<&str> = stdout
            .lines()
            .filter(|l| !l.ends_with(": ok") && !l.contains(": ok ("))
            .collect();
        failures.push(format!(
            "{} with '{pipeline}':\n{}\n{}",
            file.display(),
            bad.join("\n"),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    (ran, not_lowerable, failures)
}

#[test]
fn every_transforms_pipeline_preserves_semantics() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let replays = replays(&root);
    let checked = replays.len();
    // Each replay is two axe-run processes; they are independent, so one worker per core (this
    // test was the longest of `make test` when it ran them one after another).
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    type Checked = (usize, usize, Vec<String>);
    let results: Vec<(usize, (Checked, std::time::Duration))> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(replay) = replays.get(i) else { break done };
                        let start = std::time::Instant::now();
                        done.push((i, (check_replay(replay), start.elapsed())));
                    }
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let mut results = results;
    // Where the time goes, for whoever makes make test faster: the slowest replays.
    results.sort_by_key(|(_, (_, took))| std::cmp::Reverse(*took));
    for (i, (_, took)) in results.iter().take(8) {
        let r = &replays[*i];
        eprintln!("{:6.1} s  {} '{}'", took.as_secs_f64(), r.file.display(), r.pipeline);
    }
    results.sort_by_key(|(i, _)| *i);
    let (mut jit_ran, mut jit_not_lowerable, mut failures) = (0, 0, Vec::new());
    for (_, ((ran, not_lowerable, bad), _)) in results {
        jit_ran += ran;
        jit_not_lowerable += not_lowerable;
        failures.extend(bad);
    }
    eprintln!("CPU JIT: {jit_ran} functions compiled and matched the interpreter, {jit_not_lowerable} not lowerable (test/Transforms only)");
    assert!(checked > 0, "no RUN line with a pipeline was found");
    assert!(jit_ran > 0, "no pipeline output ran on the CPU JIT");
    assert!(
        failures.is_empty(),
        "{} of {checked} pipelines changed semantics:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every program a lit test translates to PTX also runs on the GPU emulator in the same
/// file (`axe-run --target gpu-emulator` on the same input), so that each kernel `make test`
/// emits is executed, thread by thread, without a GPU; and every test of test/Target/PTX that
/// emits PTX assembles it with ptxas for both sm_80 and sm_90 (PTX it translates for sm_90a,
/// where wgmma exists, for sm_90a; PTX with TMA copies, `--tma`, for sm_90).
#[test]
fn every_ptx_test_runs_its_kernels_on_the_emulator() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    mlir_files(&root.join("test"), &mut files);
    let mut missing = Vec::new();
    let mut translated = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let runs: Vec<Vec<String>> = text
            .lines()
            .filter_map(|l| {
                l.split_once("RUN:")
                    .map(|(_, r)| shell_words(r.split('|').next().unwrap_or("")))
            })
            .collect();
        let input = |words: &Vec<String>| {
            words
                .iter()
                .skip(1)
                .find(|w| !w.starts_with('-') && w.ends_with(".mlir") || *w == "%s")
                .cloned()
        };
        let emulated: Vec<String> = runs
            .iter()
            .filter(|w| w.first().map(String::as_str) == Some("axe-run") && w.iter().any(|x| x == "gpu-emulator"))
            .filter_map(input)
            .collect();
        let translates = runs
            .iter()
            .any(|w| w.first().map(String::as_str) == Some("axe-translate") && w.iter().any(|x| x == "--axe-to-ptx"));
        let in_ptx_suite = file.components().any(|c| c.as_os_str() == "PTX");
        // PTX for sm_90a (wgmma) assembles for sm_90a alone, PTX with TMA copies for sm_90 and
        // newer; the rest for sm_80 and sm_90.
        let translations: Vec<&Vec<String>> = runs
            .iter()
            .filter(|w| w.first().map(String::as_str) == Some("axe-translate"))
            .collect();
        let has = |w: &Vec<String>, flag: &str| w.iter().any(|x| x == flag);
        let mut archs = Vec::new();
        if translations.iter().any(|w| has(w, "sm_90a")) {
            archs.push("-arch=sm_90a");
        }
        if translations.iter().any(|w| !has(w, "sm_90a") && !has(w, "--tma")) {
            archs.push("-arch=sm_80");
        }
        if translations.iter().any(|w| !has(w, "sm_90a")) {
            archs.push("-arch=sm_90");
        }
        for arch in archs {
            if translates
                && in_ptx_suite
                && !runs
                    .iter()
                    .any(|w| w.first().map(String::as_str) == Some("%ptxas") && w.iter().any(|x| x == arch))
            {
                missing.push(format!("{}: no `%ptxas {arch}` RUN line", file.display()));
            }
        }
        for words in runs
            .iter()
            .filter(|w| w.first().map(String::as_str) == Some("axe-translate") && w.iter().any(|x| x == "--axe-to-ptx"))
        {
            // Refused inputs (`not axe-translate`) emit no kernel; a split RUN line starts with `not`.
            let Some(x) = input(words) else { continue };
            translated += 1;
            if !emulated.contains(&x) {
                missing.push(format!(
                    "{}: {x} is translated to PTX but not run on the emulator",
                    file.display()
                ));
            }
        }
    }
    assert!(translated > 0, "no axe-translate --axe-to-ptx RUN line was found");
    assert!(
        missing.is_empty(),
        "PTX tests without an emulator run of their input or without ptxas for sm_80 and sm_90:\n{}",
        missing.join("\n")
    );
}

#[test]
fn emulator_checks_of_lit_are_found() {
    let text = "// RUN: axe-opt %s --split-input-file --pass-pipeline='builtin.module(uop-schedule{target=gpu})' | FileCheck %s
// RUN: axe-run %s --split-input-file --check-pipeline 'builtin.module(uop-schedule{target=gpu})' --target gpu-emulator --trials 2 | FileCheck %s
// RUN: axe-run %s --check-pipeline 'builtin.module(uop-tensor-cores)' --target cpu
// RUN: axe-run %s --check-pipeline 'builtin.module(uop-map-gpu-ranges)'
";
    assert_eq!(
        emulated_by_lit(text),
        [("builtin.module(uop-schedule{target=gpu})".to_string(), true)]
    );
}

#[test]
fn pipelines_are_derived_from_flags() {
    assert_eq!(
        pipeline_of("axe-opt %s --split-input-file --axe-simplify-index='semantics-check=true'"),
        Some((
            "builtin.module(axe-simplify-index{semantics-check=true})".to_string(),
            true
        ))
    );
    assert_eq!(
        pipeline_of("axe-opt %s --pass-pipeline='builtin.module(func.func(axe-simplify-index),cse)'"),
        Some(("builtin.module(func.func(axe-simplify-index),cse)".to_string(), false))
    );
    assert_eq!(
        pipeline_of("axe-opt %s --split-input-file --axe-canonicalize-layouts --verify-diagnostics"),
        None
    );
    assert_eq!(pipeline_of("axe-opt %s | axe-opt"), None);
    assert_eq!(
        pipeline_of("axe-opt %s --split-input-file --uop-split-kernels"),
        Some(("builtin.module(uop-split-kernels)".to_string(), true))
    );
}

/// Spec 003's randomized test: 10,000 kernels with random range structures
/// through the whole `uop-optimize-ranges` pipeline, each checked against
/// the interpreter (fixed seeds; batches in parallel, one axe-run each).
#[test]
fn random_kernels_survive_optimize_ranges() {
    const KERNELS: usize = 10_000;
    const BATCH: usize = 500;
    let dir = std::env::temp_dir().join(format!("axe-random-kernels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run_batch = |b: usize| -> (usize, Vec<String>) {
        let file = dir.join(format!("batch{b}.mlir"));
        std::fs::write(&file, random_kernels::batch(0x5EED + b as u64, b * BATCH, BATCH)).unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_axe-run"))
            .arg(&file)
            .args(["--split-input-file", "--trials", "1", "--seed", SEED])
            .args(["--check-pipeline", "builtin.module(uop-optimize-ranges)"])
            .output()
            .expect("axe-run runs");
        let stdout = String::from_utf8_lossy(&output.stdout);
        let ok = stdout.lines().filter(|l| l.ends_with(": ok")).count();
        let mut bad: Vec<String> = stdout
            .lines()
            .filter(|l| !l.ends_with(": ok"))
            .map(str::to_string)
            .collect();
        if !output.status.success() || ok != BATCH {
            bad.push(format!(
                "{}: {ok} of {BATCH} ok\n{}",
                file.display(),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        (ok, bad)
    };
    let batches = KERNELS / BATCH;
    let results: Vec<(usize, Vec<String>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..2)
            .map(|w| s.spawn(move || (w..batches).step_by(2).map(run_batch).collect::<Vec<_>>()))
            .collect();
        workers.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let ok: usize = results.iter().map(|(n, _)| n).sum();
    let failures: Vec<&String> = results.iter().flat_map(|(_, bad)| bad).collect();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(ok, KERNELS);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn random_kernels_are_deterministic_and_varied() {
    let a = random_kernels::batch(7, 0, 50);
    assert_eq!(a, random_kernels::batch(7, 0, 50));
    for needle in [
        "uop.floormod",
        "reduce add",
        "reduce max",
        "arith.cmpi",
        "uop.bufferize %",
        "arith.extui",
    ] {
        assert!(a.contains(needle), "no kernel has {needle}");
    }
}

mod random_layouts;

/// A random case's round trip on the GPU emulator: whether `@k` matched its reference, what
/// axe-run printed, and whether it ran with plain copies.
struct Trip {
    ok: bool,
    output: String,
    plain: bool,
}

/// Writes `case` (the `seed`-th) under `dir` and runs its kernel on the GPU emulator (with
/// `flags`) against its reference, one trial; a copy that cannot be cp.async is refused with
/// its reason, and the case runs again with plain copies.
fn round_trip(dir: &Path, seed: u64, case: &random_layouts::Case, flags: &[&str]) -> Trip {
    let (kernel, reference) = (dir.join(format!("k{seed}.mlir")), dir.join(format!("r{seed}.mlir")));
    std::fs::write(&reference, &case.reference).unwrap();
    let run = |text: &str| {
        std::fs::write(&kernel, text).unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_axe-run"))
            .arg(&kernel)
            .args(["--target", "gpu-emulator"])
            .args(flags)
            .arg("--against")
            .arg(&reference)
            .args(["--trials", "1", "--seed", SEED])
            .output()
            .expect("axe-run runs");
        let (stdout, stderr) = (
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        );
        (
            output.status.success() && stdout.contains("@k: 1 trials") && stdout.contains(": ok"),
            format!("{stdout}{stderr}"),
        )
    };
    let (ok, output) = run(&case.kernel);
    if !ok && output.contains("cannot be cp.async") {
        let (ok, output) = run(&case.synchronous);
        return Trip {
            ok,
            output,
            plain: true,
        };
    }
    Trip {
        ok,
        output,
        plain: false,
    }
}

/// A failed round trip, with the kernel that ran.
fn failure(seed: u64, case: &random_layouts::Case, trip: &Trip) -> String {
    let kernel = if trip.plain { &case.synchronous } else { &case.kernel };
    format!("case {seed} ({}):\n{}\n{kernel}", case.note, trip.output)
}

/// Random shared and register layouts (and swizzles) through every copy schedule of
/// `axe-dispatch-gpu` on the GPU emulator: each case must give back its input. A copy that
/// cannot be cp.async is refused with its reason (counted) and the case runs again with
/// plain copies; anything else that does not match fails.
#[test]
fn random_layouts_round_trip_on_the_emulator() {
    const CASES: u64 = 80;
    let dir = std::env::temp_dir().join(format!("axe-random-layouts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut matched, mut refused, mut failures) = (0, 0, Vec::new());
    for seed in 0..CASES {
        let case = random_layouts::case(seed);
        let trip = round_trip(&dir, seed, &case, &[]);
        refused += usize::from(trip.plain);
        if trip.ok {
            matched += 1;
        } else {
            failures.push(failure(seed, &case, &trip));
        }
    }
    eprintln!("random layouts: {matched} of {CASES} round trips matched ({refused} cp.async refusals, run again with plain copies)");
    assert!(
        failures.is_empty(),
        "{} random layout cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Random regions and shared layouts through the TMA copy plan (`axe-run --gpu-tma`) on the GPU
/// emulator: each case must copy its region. A layout TMA cannot write keeps cp.async with a
/// remark (counted; a copy cp.async cannot take either runs again with plain copies); enough
/// cases must be TMA copies that the plan's boxes, swizzles and multi-box atoms are exercised.
#[test]
fn random_tma_copies_round_trip_on_the_emulator() {
    const CASES: u64 = 80;
    let dir = std::env::temp_dir().join(format!("axe-random-tma-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut tma, mut cp_async, mut plain, mut failures) = (0, 0, 0, Vec::new());
    for seed in 0..CASES {
        let case = random_layouts::tma_case(seed);
        let trip = round_trip(&dir, seed, &case, &["--gpu-tma"]);
        if trip.plain {
            plain += 1;
        } else if trip.output.contains("is no TMA copy") {
            cp_async += 1;
        } else {
            tma += 1;
        }
        if !trip.ok {
            failures.push(failure(seed, &case, &trip));
        }
    }
    eprintln!("random TMA copies: {tma} TMA, {cp_async} cp.async (with a remark), {plain} plain copies, of {CASES}");
    assert!(
        failures.is_empty(),
        "{} random TMA cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        tma >= CASES / 3,
        "only {tma} of {CASES} cases were TMA copies: the plan is barely exercised"
    );
}
