//! The tool as a process: exit codes and stream discipline that scripts rely
//! on (results on stdout, errors on stderr with the byte position, exit 1).
//! Its presence also makes `cargo test --workspace` build the binary that the
//! lit suite (test/Tools/axe-layout) runs.

use std::process::Command;

fn axe_layout(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_axe-layout"))
        .args(args)
        .output()
        .expect("the tool runs");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("UTF-8 output");
    (out.status.code().unwrap_or(-1), text(out.stdout), text(out.stderr))
}

#[test]
fn a_result_goes_to_stdout_with_exit_zero() {
    let (code, stdout, stderr) = axe_layout(&["canonicalize", "S[(4,2):(2,1)]"]);
    assert_eq!((code, stdout.trim(), stderr.as_str()), (0, "S[8:1]", ""));
}

#[test]
fn bad_input_is_a_located_error_with_exit_one() {
    let (code, stdout, stderr) = axe_layout(&["canonicalize", "S[(4,2):(2,0)]"]);
    assert_eq!(code, 1);
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("at byte 11") && stderr.contains("stride must be non-zero"),
        "{stderr}"
    );
}

#[test]
fn json_output_is_one_parsable_object() {
    let (code, stdout, _) = axe_layout(&["canonicalize", "--json", "S[(4,2):(2,1)]"]);
    assert_eq!(code, 0);
    let trimmed = stdout.trim();
    assert!(trimmed.starts_with('{') && trimmed.ends_with('}'), "{stdout}");
    assert!(trimmed.contains(r#""layout":"S[8:1]""#), "{stdout}");
}
