//! The harness of the random-program tests: generated functions go into one
//! file split by `// -----`, one `axe-run --check-pipeline` run per pipeline
//! (in parallel) checks every function before and after, and every function
//! must be ok. A failure prints the bad lines with their functions' text
//! (`AXE_KEEP_FUZZ` keeps the file). These tests spawn the built `axe-run`;
//! they link no MLIR.

use std::process::Command;

/// Checks every function of `functions` (texts starting `func.func @name(`)
/// through each pipeline, with the extra `axe-run` arguments `args`.
pub fn assert_all_ok(tag: &str, functions: &[String], pipelines: &[&str], args: &[&str]) {
    let dir = std::env::temp_dir().join(format!("axe-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("functions.mlir");
    std::fs::write(&file, functions.join("\n// -----\n\n")).unwrap();
    let runs: Vec<_> = pipelines
        .iter()
        .map(|pipeline| {
            let (file, pipeline) = (file.clone(), pipeline.to_string());
            let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
            std::thread::spawn(move || {
                Command::new(env!("CARGO_BIN_EXE_axe-run"))
                    .arg(&file)
                    .arg("--split-input-file")
                    .args(&args)
                    .args(["--check-pipeline", &pipeline])
                    .output()
                    .expect("axe-run runs")
            })
        })
        .collect();
    let is_ok = |l: &str| l.ends_with(": ok") || l.contains(": ok (") || l.contains(": ok, ");
    // With --target cpu each function also prints one line per output (`@f result 0: ...`).
    let is_detail = |l: &str| l.split(':').next().is_some_and(|head| head.contains(' '));
    for (pipeline, run) in pipelines.iter().zip(runs) {
        let output = run.join().expect("the axe-run thread");
        let stdout = String::from_utf8_lossy(&output.stdout);
        let verdicts: Vec<&str> = stdout.lines().filter(|l| !is_detail(l)).collect();
        let ok = verdicts.iter().filter(|l| is_ok(l)).count();
        let bad: Vec<String> = verdicts
            .iter()
            .filter(|l| !is_ok(l))
            .map(|l| {
                let name = l.split(':').next().unwrap_or("").trim_start_matches('@');
                let text = functions
                    .iter()
                    .find(|p| p.starts_with(&format!("func.func @{name}(")))
                    .cloned()
                    .unwrap_or_default();
                format!("{l}\n{text}")
            })
            .collect();
        assert!(
            output.status.success() && bad.is_empty() && ok == functions.len(),
            "{pipeline}: {ok} of {} functions ok (functions in {}):\n{}\n{}",
            functions.len(),
            file.display(),
            bad.iter().take(5).cloned().collect::<Vec<_>>().join("\n"),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    if std::env::var_os("AXE_KEEP_FUZZ").is_none() {
        std::fs::remove_dir_all(&dir).ok();
    }
}
