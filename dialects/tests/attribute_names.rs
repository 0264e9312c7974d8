//! The attribute names of the contract between passes (`axe_dialects::ir::attribute_names`)
//! against the C++ that compares against them: a name renamed on one side would leave a
//! verifier or pattern checking nothing.

use axe_dialects::ir::attribute_names::*;

/// Every `uop.*` / `axe.*` attribute name the C++ verifiers and patterns compare against
/// is one of these (a renamed constant would otherwise leave the verifier checking nothing).
#[test]
fn the_cpp_spells_the_same_names() {
    let rust = [
        KERNEL,
        SCHEDULE,
        REASSOCIATE,
        PIPELINE,
        NONTEMPORAL,
        DYNAMIC_SHARED_BYTES,
        OUTPUT,
        BOUNDS,
        COMBINE,
        DISPATCH,
        DISTRIBUTED,
        NAME,
        CLUSTER,
    ];
    let sources = [
        include_str!("../cpp/AxeDialect.cpp"),
        include_str!("../cpp/ScheduledFunctions.h"),
    ];
    let mut seen = 0;
    for source in sources {
        for line in source
            .lines()
            .filter(|l| l.contains("getName()") || l.contains("hasAttr("))
        {
            let quoted = line.split('"').skip(1).step_by(2);
            let names = quoted.filter(|q| q.split_once('.').is_some_and(|(d, _)| d == "uop" || d == "axe"));
            for name in names {
                assert!(
                    rust.contains(&name),
                    "dialects/cpp compares against {name:?}, which attribute_names lacks"
                );
                seen += 1;
            }
        }
    }
    assert!(seen >= 6, "found only {seen} attribute names in the C++ sources");
}
