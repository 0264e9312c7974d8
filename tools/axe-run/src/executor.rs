//! Executors: what runs a function on concrete arguments. The reference
//! interpreter is the one executor today; a JIT (`--target cpu|cuda`) slots
//! in beside it by implementing [`Executor`].

use axe_passes::interp::{FreeVars, InterpError, Interpreter, Options, Val};
use melior::ir::Module;

/// Runs functions of a module. Memref arguments are shared buffers: an
/// executor writes them in place, and the caller reads them afterwards.
pub trait Executor {
    /// The name `--target` would use.
    #[allow(dead_code)]
    fn name(&self) -> &'static str;
    /// Runs `function` with `args` under the free-variable values of `free`;
    /// returns its results.
    fn run(&mut self, module: &Module, function: &str, args: Vec<Val>, free: FreeVars) -> Result<Vec<Val>, InterpError>;
}

/// The reference interpreter (passes/src/interp).
pub struct Interp;

impl Executor for Interp {
    fn name(&self) -> &'static str {
        "interp"
    }

    fn run(&mut self, module: &Module, function: &str, args: Vec<Val>, free: FreeVars) -> Result<Vec<Val>, InterpError> {
        let mut interpreter = Interpreter::new(module.as_operation(), Options { free });
        let f = interpreter
            .function(function)
            .ok_or_else(|| InterpError::plain(format!("no function @{function}")))?;
        interpreter.call(f, args)
    }
}
