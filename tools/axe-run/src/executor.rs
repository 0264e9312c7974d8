//! Executors: what runs a function on concrete arguments. The reference
//! interpreter is the oracle; `--target cpu` runs the candidate on the CPU
//! JIT instead.

use axe_passes::interp::{FreeVars, InterpError, Interpreter, Options, Val};
use melior::ir::Module;
use std::time::Duration;

/// Runs functions of a module. Memref arguments are shared buffers: an
/// executor writes them in place, and the caller reads them afterwards.
pub trait Executor {
    /// The name `--target` uses.
    fn name(&self) -> &'static str;
    /// Runs `function` with `args` under the free-variable values of `free`;
    /// returns its results.
    fn run(&mut self, module: &Module, function: &str, args: Vec<Val>, free: FreeVars) -> Result<Vec<Val>, InterpError>;
    /// The wall time of `runs` calls after `warmup` untimed ones, or `None`
    /// when this executor is not timed (the interpreter).
    fn time(&mut self, _module: &Module, _function: &str, _args: &[Val], _warmup: usize, _runs: usize) -> Option<Result<Vec<Duration>, InterpError>> {
        None
    }
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

/// The CPU JIT (axe-lowering's `jit`): each module is lowered through
/// `axe-lower-to-llvm` and compiled once, then called per trial.
#[derive(Default)]
pub struct CpuJit {
    /// Compiled modules by their printed text (a module parsed again from
    /// the same text compiles to the same code).
    compiled: Vec<(String, axe_lowering::jit::CpuJit)>,
}

impl Executor for CpuJit {
    fn name(&self) -> &'static str {
        "cpu"
    }

    fn run(&mut self, module: &Module, function: &str, args: Vec<Val>, _free: FreeVars) -> Result<Vec<Val>, InterpError> {
        let (jit, f) = self.compiled(module, function)?;
        jit.call(&f, function, &args).map_err(InterpError::plain)
    }

    fn time(&mut self, module: &Module, function: &str, args: &[Val], warmup: usize, runs: usize) -> Option<Result<Vec<Duration>, InterpError>> {
        Some(self.compiled(module, function).and_then(|(jit, f)| jit.time(&f, function, args, warmup, runs).map_err(InterpError::plain)))
    }
}

impl CpuJit {
    /// The compiled `module` (compiled on first use) and its `function`.
    fn compiled<'m, 'c>(
        &mut self,
        module: &'m Module<'c>,
        function: &str,
    ) -> Result<(&axe_lowering::jit::CpuJit, melior::ir::OperationRef<'c, 'm>), InterpError> {
        let text = module.as_operation().to_string();
        let index = match self.compiled.iter().position(|(t, _)| *t == text) {
            Some(i) => i,
            None => {
                let jit = axe_lowering::jit::CpuJit::compile(module).map_err(InterpError::plain)?;
                self.compiled.push((text, jit));
                self.compiled.len() - 1
            }
        };
        let f = crate::functions(module)
            .into_iter()
            .find(|(n, _)| n == function)
            .map(|(_, f)| f)
            .ok_or_else(|| InterpError::plain(format!("no function @{function}")))?;
        Ok((&self.compiled[index].1, f))
    }
}
