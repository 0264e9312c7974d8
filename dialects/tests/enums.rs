//! The Rust mirrors of `axe_dialects::ir::enums` against their definitions: each case's code
//! and keyword as the ODS files (ours, and upstream's `arith` for the predicates) define them,
//! and the codes through MLIR's parser and printer: an op written with a case's keyword stores
//! the mirror's code, and prints the keyword back.

use axe_dialects::ir::{enums::*, for_each_nested, op_name};
use melior::ir::Module;

/// `(keyword, code)` of every case of the ODS enum `def`, read from the text of `td`:
/// `I32EnumAttrCase<"Name", code, "keyword">` or `I64EnumAttrCase<"keyword", code>`.
fn ods_cases(td: &str, def: &str) -> Vec<(String, i64)> {
    let start = td
        .find(&format!("def {def} "))
        .unwrap_or_else(|| panic!("no def {def}"));
    let body = &td[start..];
    let body = &body[..body.find("]>").expect("the case list ends")];
    if !body.contains("EnumAttrCase<") {
        // The list names cases defined elsewhere in the file (`def MPI_OpSum : I32EnumAttrCase<...>;`).
        let list = &body[body.find('[').expect("a case list") + 1..];
        let cases: String = list
            .split(',')
            .map(|name| {
                let at = td.find(&format!("def {} :", name.trim())).expect("the case's def");
                &td[at..at + td[at..].find(';').expect("the def ends")]
            })
            .collect();
        return ods_cases(&format!("def {def} [{cases}]>"), def);
    }
    body.split("EnumAttrCase<")
        .skip(1)
        .map(|case| {
            let args = &case[..case.find('>').expect("a case ends")];
            let parts: Vec<&str> = args.split(',').map(|p| p.trim().trim_matches('"')).collect();
            let code = parts[1].parse().expect("a case's code");
            (parts.get(2).unwrap_or(&parts[0]).to_string(), code)
        })
        .collect()
}

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

macro_rules! check_ods {
    ($td:expr, $def:literal, $ty:ty) => {{
        let want = ods_cases(&$td, $def);
        let have: Vec<(String, i64)> = <$ty>::ALL.iter().map(|c| (c.keyword().to_string(), c.code())).collect();
        assert_eq!(have, want, "{} against {}", stringify!($ty), $def);
        for case in <$ty>::ALL {
            assert_eq!(<$ty>::from_code(case.code()), Some(*case));
            assert_eq!(<$ty>::from_keyword(case.keyword()), Some(*case));
        }
        assert_eq!(<$ty>::from_code(<$ty>::ALL.len() as i64), None);
    }};
}

#[test]
fn mirrors_match_their_ods_definitions() {
    let root = env!("CARGO_MANIFEST_DIR");
    let uop = read(&format!("{root}/include/UOpDialect.td"));
    let axe_ops = read(&format!("{root}/include/AxeOps.td"));
    let axe_types = read(&format!("{root}/include/AxeTypes.td"));
    check_ods!(uop, "UOp_AxisKind", AxisKind);
    check_ods!(uop, "UOp_SpecialKind", SpecialKind);
    check_ods!(uop, "UOp_ReduceKind", ReduceKind);
    check_ods!(uop, "UOp_CmpPredicate", CmpPredicate);
    check_ods!(axe_ops, "Axe_MapFn", MapFn);
    check_ods!(axe_ops, "Axe_BinaryFn", BinaryFn);
    check_ods!(axe_ops, "Axe_ExecScope", ExecScope);
    check_ods!(axe_ops, "Axe_ReduceFn", ReduceFn);
    check_ods!(axe_types, "Axe_MemoryScope", MemoryScope);
    let prefix = option_env!("MLIR_SYS_220_PREFIX").unwrap_or("/usr/lib/llvm-22");
    let arith = read(&format!("{prefix}/include/mlir/Dialect/Arith/IR/ArithBase.td"));
    check_ods!(arith, "Arith_CmpIPredicateAttr", CmpIPredicate);
    check_ods!(arith, "Arith_CmpFPredicateAttr", CmpFPredicate);
    let mpi = read(&format!("{prefix}/include/mlir/Dialect/MPI/IR/MPI.td"));
    check_ods!(mpi, "MPI_ReductionOpEnum", MpiReductionOp);
}

/// Parses `body` (a function body returning nothing), finds its one `name` op, checks that
/// its attribute `attribute` holds `code`, and that the module prints `printed` (the case's
/// keyword in its place in the op's syntax) back.
fn round_trip(body: &str, name: &str, attribute: &str, code: i64, printed: &str) {
    let context = axe_dialects::create_context();
    let text = format!("func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) {{\n{body}\n  return\n}}");
    let module = Module::parse(&context, &text).unwrap_or_else(|| panic!("parses:\n{text}"));
    let mut found = None;
    for_each_nested(&module.as_operation(), &mut |op| {
        if op_name(&op) == name {
            found = axe_dialects::ir::int_attr(&op, attribute);
        }
    });
    assert_eq!(found, Some(code), "{printed}: its {attribute}");
    let text = module.as_operation().to_string();
    assert!(text.contains(printed), "{printed} prints back:\n{text}");
}

#[test]
fn codes_round_trip_through_the_parser() {
    for kind in AxisKind::ALL {
        let body = format!(
            "  %c = arith.constant 4 : index\n  %r = uop.range %c axis(0) {}",
            kind.keyword()
        );
        round_trip(
            &body,
            "uop.range",
            "kind",
            kind.code(),
            &format!("axis(0) {}", kind.keyword()),
        );
    }
    for kind in SpecialKind::ALL {
        let body = format!("  %t = uop.special {} 0 size 8", kind.keyword());
        round_trip(
            &body,
            "uop.special",
            "kind",
            kind.code(),
            &format!("uop.special {}", kind.keyword()),
        );
    }
    for kind in ReduceKind::ALL {
        let body = format!(
            "  %c = arith.constant 4 : index\n  %r = uop.range %c axis(0) reduce\n  %s = uop.reduce {} %x [%r] : f32",
            kind.keyword()
        );
        round_trip(
            &body,
            "uop.reduce",
            "op",
            kind.code(),
            &format!("uop.reduce {}", kind.keyword()),
        );
    }
    for predicate in CmpPredicate::ALL {
        let body = format!("  %p = uop.cmp {} %x, %y : f32 -> i1", predicate.keyword());
        round_trip(
            &body,
            "uop.cmp",
            "predicate",
            predicate.code(),
            &format!("uop.cmp {}", predicate.keyword()),
        );
    }
    for predicate in CmpIPredicate::ALL {
        let body = format!("  %p = arith.cmpi {}, %a, %b : i32", predicate.keyword());
        round_trip(
            &body,
            "arith.cmpi",
            "predicate",
            predicate.code(),
            &format!("arith.cmpi {},", predicate.keyword()),
        );
    }
    for reduction in MpiReductionOp::ALL {
        let body = format!(
            "  %comm = mpi.comm_world : !mpi.comm\n  %m = memref.alloc() : memref<4xf32>\n  \
             mpi.allreduce(%m, %m, {}, %comm) : memref<4xf32>, memref<4xf32>",
            reduction.keyword()
        );
        round_trip(
            &body,
            "mpi.allreduce",
            "op",
            reduction.code(),
            &format!(", {}, %", reduction.keyword()),
        );
    }
    for predicate in CmpFPredicate::ALL {
        let body = format!("  %p = arith.cmpf {}, %x, %y : f32", predicate.keyword());
        round_trip(
            &body,
            "arith.cmpf",
            "predicate",
            predicate.code(),
            &format!("arith.cmpf {},", predicate.keyword()),
        );
    }
}
