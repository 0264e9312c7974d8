//! A bounded-time mutation fuzzer over the lit inputs (issue 15 item 6,
//! and issue 16's bad input on the GPU path): every RUN line of test/ that
//! runs axe-opt, axe-translate or axe-run on its own file (`%s`) gives an
//! input and a command; each case takes one `// -----` chunk of one input, applies one
//! to three mutations (an integer becomes 0, -1, 1, 2^31, 2^32, 2^63 - 1 or
//! -2^63; a shape dimension becomes 0, 1, 2^32 or 2^63 - 1; an element or
//! index type is swapped; two SSA operands of a line are exchanged; a
//! layout's numbers change with the integers) and runs the tool on it (half
//! of the axe-run cases on `--inputs special`). Bad
//! input must get a diagnostic: the run may fail, but never by a signal,
//! a Rust panic (exit 101, or a pass's "internal error"), or a hang.
//!
//! The seed and the cases are fixed: [`CASES`] of them (`AXE_FUZZ_CASES`),
//! two runs at a time, stopping early after `AXE_FUZZ_SECONDS` (default 60)
//! on a slow machine; `AXE_FUZZ_SEED` explores other cases, `AXE_TOOLS_DIR`
//! names the tools' directory (default: this build's). A failing case
//! is kept in the temporary directory and printed with its command line.

use rand::{rngs::SmallRng, RngExt, SeedableRng};
use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

const SEED: u64 = 0xa8e_f022;
/// About 45 s of debug tool runs on the 2-core development VM.
const CASES: usize = 2000;
/// A single run longer than this is a hang.
const RUN_TIMEOUT: Duration = Duration::from_secs(30);

fn pick<'x, T>(rng: &mut SmallRng, items: &'x [T]) -> &'x T {
    &items[rng.random_range(0..items.len())]
}

/// The tools whose RUN lines give the fuzzer a command: axe-opt with its
/// pipeline, axe-translate with its target (the PTX path included), and
/// axe-run with its target (the GPU emulator, the interpreter, the CPU JIT).
const TOOLS: [&str; 3] = ["axe-opt", "axe-translate", "axe-run"];

/// One lit input and one of its RUN lines: the tool and its arguments.
struct Seed {
    path: PathBuf,
    chunks: Vec<String>,
    tool: &'static str,
    args: Vec<String>,
}

fn lit_inputs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "Inputs") {
                lit_inputs(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// The words of a shell command up to its first pipe, quotes removed.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut quote = None;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => current.push(c),
            (None, '|') => break,
            (None, '\'' | '"') => quote = Some(c),
            (None, c) if c.is_whitespace() => {
                if !current.is_empty() {
                    words.push(std::mem::take(&mut current));
                }
            }
            (None, c) => current.push(c),
        }
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

/// The tool and its arguments of a RUN line that runs one of [`TOOLS`] on
/// the file itself (`%s`), without the flags that only make sense for the
/// original text or its lit run (diagnostic checks, output files, a
/// reference program); axe-run runs one trial within a step budget (about
/// 15 s of a debug build: the slowest seeds, the 128 x 256 GEMMs, take
/// minutes in full). `None` for other lines.
fn run_line(line: &str) -> Option<(&'static str, Vec<String>)> {
    let mut words = words(line.split_once("RUN:")?.1);
    if words.first().is_some_and(|w| w == "not") {
        words.remove(0);
    }
    let tool = *TOOLS.iter().find(|t| words.first().is_some_and(|w| w == *t))?;
    let mut args = Vec::new();
    let mut found_input = false;
    let mut rest = words.into_iter().skip(1);
    while let Some(word) = rest.next() {
        match word.as_str() {
            "%s" => found_input = true,
            "-o" | "--against" | "--trials" | "--max-steps" => {
                rest.next();
            }
            w if w.starts_with("--verify-diagnostics") || w.starts_with("2>") => {}
            _ => args.push(word),
        }
    }
    if tool == "axe-run" {
        args.extend(["--trials", "1", "--max-steps", "2000000"].map(str::to_owned));
    }
    (found_input && !args.iter().any(|a| a.contains('%') || a.starts_with('<'))).then_some((tool, args))
}

fn seeds(root: &Path) -> Vec<Seed> {
    let mut files = Vec::new();
    lit_inputs(root, &mut files);
    let mut out = Vec::new();
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let chunks: Vec<String> = text.split("\n// -----\n").map(str::to_owned).collect();
        for line in text.lines().filter(|l| l.trim_start().starts_with("// RUN:")) {
            if let Some((tool, args)) = run_line(line) {
                out.push(Seed {
                    path: path.clone(),
                    chunks: chunks.clone(),
                    tool,
                    args,
                });
            }
        }
    }
    out
}

const INTEGERS: [&str; 7] = [
    "0",
    "-1",
    "1",
    "2147483648",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
];
const DIMENSIONS: [&str; 4] = ["0", "1", "4294967296", "9223372036854775807"];
const TYPE_SWAPS: [(&str, &str); 8] = [
    ("f32", "i32"),
    ("index", "i32"),
    ("i32", "i64"),
    ("f32", "f16"),
    ("i64", "index"),
    ("f64", "i8"),
    ("i32", "index"),
    ("xf32", "xi1"),
];

/// Byte ranges of the decimal integers of `text` (with a leading minus).
fn integers(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit()
            && (i == 0
                || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'%' || b[i - 1] == b'#'))
        {
            let start = if i > 0 && b[i - 1] == b'-' { i - 1 } else { i };
            let mut end = i;
            while end < b.len() && (b[end].is_ascii_digit()) {
                end += 1;
            }
            // Not a float, not a dimension list `4x8`.
            let float = end < b.len() && (b[end] == b'.' || b[end] == b'e');
            let dim = (end < b.len() && b[end] == b'x') || (start > 0 && b[start - 1] == b'x');
            if !float && !dim {
                out.push((start, end));
            }
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// Byte ranges of the dimensions of shaped types (`tensor<4x8xf32>`: 4 and 8).
fn dimensions(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for kind in ["tensor<", "memref<", "vector<", "!axe.tensor<"] {
        let mut from = 0;
        while let Some(p) = text[from..].find(kind) {
            let mut i = from + p + kind.len();
            let b = text.as_bytes();
            loop {
                let start = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                if i > start && i < b.len() && b[i] == b'x' {
                    out.push((start, i));
                    i += 1;
                } else {
                    break;
                }
            }
            from = i.max(from + p + 1);
        }
    }
    out
}

/// One of `spots` (byte ranges of `text`) becomes one of `values`.
fn replace_one(rng: &mut SmallRng, text: &mut String, spots: &[(usize, usize)], values: &[&str]) {
    if !spots.is_empty() {
        let (a, b) = *pick(rng, spots);
        let value = *pick(rng, values);
        text.replace_range(a..b, value);
    }
}

fn mutate(rng: &mut SmallRng, text: &str) -> String {
    let mut text = text.to_owned();
    for _ in 0..rng.random_range(1..=3) {
        match rng.random_range(0..4) {
            0 => {
                let spots = integers(&text);
                replace_one(rng, &mut text, &spots, &INTEGERS);
            }
            1 => {
                let spots = dimensions(&text);
                replace_one(rng, &mut text, &spots, &DIMENSIONS);
            }
            2 => {
                let (from, to) = *pick(rng, &TYPE_SWAPS);
                let spots: Vec<(usize, usize)> = text.match_indices(from).map(|(p, _)| (p, p + from.len())).collect();
                replace_one(rng, &mut text, &spots, &[to]);
            }
            _ => {
                // Two SSA operands of one line change places.
                let lines: Vec<&str> = text.lines().collect();
                if lines.is_empty() {
                    continue;
                }
                let i = rng.random_range(0..lines.len());
                let names: Vec<&str> = lines[i]
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '%' || c == '_'))
                    .filter(|w| w.starts_with('%') && w.len() > 1)
                    .collect();
                if names.len() >= 3 {
                    // The first name is usually the result: swap two operands.
                    let (x, y) = (
                        names[rng.random_range(1..names.len())],
                        names[rng.random_range(1..names.len())],
                    );
                    let swapped = lines[i]
                        .replacen(x, "\u{1}", 1)
                        .replacen(y, x, 1)
                        .replacen('\u{1}', y, 1);
                    let mut out: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
                    out[i] = swapped;
                    text = out.join("\n");
                }
            }
        }
    }
    text
}

/// What went wrong in one run, or `None` if the tool exited normally.
fn crashed(tool: &Path, args: &[String], input: &Path) -> Option<String> {
    let mut child = Command::new(tool)
        .arg(input)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{} runs: {e}", tool.display()));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > RUN_TIMEOUT {
            child.kill().ok();
            child.wait().ok();
            return Some(format!("no exit after {RUN_TIMEOUT:?} (a hang)"));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        std::io::Read::read_to_string(&mut pipe, &mut stderr).ok();
    }
    let first = |pattern: &str| {
        stderr
            .lines()
            .find(|l| l.contains(pattern))
            .unwrap_or_default()
            .to_owned()
    };
    use std::os::unix::process::ExitStatusExt;
    if let Some(signal) = status.signal() {
        Some(format!("killed by signal {signal}: {}", first("error")))
    } else if status.code() == Some(101) || stderr.contains("panicked at") {
        Some(format!("a Rust panic: {}", first("panicked")))
    } else if stderr.contains("internal error in pass") {
        Some(format!("a pass panicked: {}", first("internal error")))
    } else {
        None
    }
}

#[test]
fn mutated_lit_inputs_never_crash_the_tools() {
    // The tools are taken from AXE_TOOLS_DIR where set (a copy, say, that a
    // rebuild cannot replace during a long run), else from axe-opt's
    // directory, as the lit suite takes them (`cargo build --workspace`
    // builds the other tools; make test does).
    let tools_dir = match std::env::var_os("AXE_TOOLS_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_BIN_EXE_axe-opt"))
            .parent()
            .expect("a directory")
            .to_owned(),
    };
    for tool in TOOLS {
        assert!(
            tools_dir.join(tool).exists(),
            "{tool} is not in {}: run `cargo build --workspace --bins` first",
            tools_dir.display()
        );
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let seeds = Arc::new(seeds(&root));
    for tool in TOOLS {
        let lines = seeds.iter().filter(|s| s.tool == tool).count();
        assert!(
            lines > 20,
            "found only {lines} {tool} RUN lines under {}",
            root.display()
        );
    }
    let budget = Duration::from_secs(
        std::env::var("AXE_FUZZ_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(60),
    );
    let dir = std::env::temp_dir().join(format!("axe-mutation-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let seed_base = std::env::var("AXE_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEED);
    let cases = std::env::var("AXE_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(CASES);
    let deadline = Instant::now() + budget;
    let next = Arc::new(AtomicUsize::new(0));
    let failures = Arc::new(Mutex::new(Vec::<String>::new()));
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let (seeds, next, failures, dir, tools_dir) = (
                seeds.clone(),
                next.clone(),
                failures.clone(),
                dir.clone(),
                tools_dir.clone(),
            );
            std::thread::spawn(move || {
                while Instant::now() < deadline {
                    let case = next.fetch_add(1, Ordering::Relaxed);
                    if case >= cases {
                        break;
                    }
                    let mut rng =
                        SmallRng::seed_from_u64(seed_base ^ (case as u64).wrapping_mul(0x2545_F491_4F6C_DD1D));
                    let seed = pick(&mut rng, &seeds[..]);
                    let chunk = pick(&mut rng, &seed.chunks).clone();
                    let mutated = mutate(&mut rng, &chunk);
                    let input = dir.join(format!("case{case}.mlir"));
                    std::fs::write(&input, &mutated).unwrap();
                    // Half of the axe-run cases run on special inputs (+-0, +-inf, NaN,
                    // subnormals, integer minimum and maximum: a division of the minimum by
                    // -1 must not kill the JIT with SIGFPE).
                    let mut args = seed.args.clone();
                    if seed.tool == "axe-run"
                        && !args.iter().any(|a| a.starts_with("--inputs"))
                        && rng.random_range(0..2) == 0
                    {
                        args.extend(["--inputs", "special"].map(str::to_owned));
                    }
                    match crashed(&tools_dir.join(seed.tool), &args, &input) {
                        Some(what) => failures.lock().unwrap().push(format!(
                            "case {case} (from {}): {what}\n  {} {} {}",
                            seed.path.display(),
                            seed.tool,
                            input.display(),
                            args.join(" ")
                        )),
                        None => std::fs::remove_file(&input).unwrap_or(()),
                    }
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("a fuzz worker");
    }
    let failures = failures.lock().unwrap();
    let cases = next.load(Ordering::Relaxed).min(cases);
    eprintln!(
        "mutation fuzz: {cases} cases (budget {budget:?}), {} crashes",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {cases} mutated inputs crashed a tool:\n{}",
        failures.len(),
        failures.join("\n")
    );
    std::fs::remove_dir_all(&dir).ok();
}
