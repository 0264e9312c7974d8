//! Executors: what runs a function on concrete arguments. The reference
//! interpreter is the oracle; `--target cpu` runs the candidate on the CPU
//! JIT instead.

use axe_interp::{gpu, FreeVars, InterpError, Interpreter, Options, Val};
use axe_lowering::gpu::ptx::OutlineOptions;
use melior::ir::{
    operation::{OperationLike, OperationPrintingFlags},
    Module,
};
use std::time::Duration;

/// Runs functions of a module. Memref arguments are shared buffers: an
/// executor writes them in place, and the caller reads them afterwards.
pub trait Executor {
    /// The name `--target` uses.
    fn name(&self) -> &'static str;
    /// Runs `function` with `args` under the free-variable values of `free`;
    /// returns its results.
    fn run(&mut self, module: &Module, function: &str, args: Vec<Val>, free: FreeVars)
        -> Result<Vec<Val>, InterpError>;
    /// The wall time of `runs` calls after `warmup` untimed ones, or `None`
    /// when this executor is not timed (the interpreter).
    fn time(
        &mut self,
        _module: &Module,
        _function: &str,
        _args: &[Val],
        _warmup: usize,
        _runs: usize,
    ) -> Option<Result<Vec<Duration>, InterpError>> {
        None
    }
}

/// The reference interpreter (passes/src/interp).
pub struct Interp;

impl Executor for Interp {
    fn name(&self) -> &'static str {
        "interp"
    }

    fn run(
        &mut self,
        module: &Module,
        function: &str,
        args: Vec<Val>,
        free: FreeVars,
    ) -> Result<Vec<Val>, InterpError> {
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

    fn run(
        &mut self,
        module: &Module,
        function: &str,
        args: Vec<Val>,
        _free: FreeVars,
    ) -> Result<Vec<Val>, InterpError> {
        let (jit, f) = self.compiled(module, function)?;
        jit.call(&f, function, &args).map_err(InterpError::plain)
    }

    fn time(
        &mut self,
        module: &Module,
        function: &str,
        args: &[Val],
        warmup: usize,
        runs: usize,
    ) -> Option<Result<Vec<Duration>, InterpError>> {
        Some(
            self.compiled(module, function)
                .and_then(|(jit, f)| jit.time(&f, function, args, warmup, runs).map_err(InterpError::plain)),
        )
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
                let jit = axe_lowering::jit::CpuJit::compile(module).map_err(located)?;
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

/// A compile error that names its location (`file:line:col: error: message`) as one.
fn located(e: String) -> InterpError {
    match e.split_once(": error: ") {
        Some((location, message)) if !location.is_empty() && !location.contains(' ') => InterpError {
            location: location.into(),
            message: message.into(),
        },
        _ => InterpError::plain(e),
    }
}

/// The GPU emulator (`--target gpu-emulator`): each module goes through the PTX path up to
/// its outlined form (`gpu.func` kernels and a driver of `gpu.launch_func`s, as
/// `axe-translate --axe-to-ptx` generates PTX from), and the interpreter runs that, every
/// launch on the emulator (passes/src/interp/gpu).
pub struct GpuEmulator {
    /// The mapping onto the GPU (`--gpu-threads`, `--gpu-upcast`, `--gpu-wgmma`, `--gpu-tma`).
    pub options: OutlineOptions,
    /// Outlined module text by the printed input module, for modules of at most
    /// [`CACHED_TEXT_BYTES`] (the trials of one module outline it once).
    outlined: Vec<(String, String)>,
}

/// The largest printed module whose outlined form is kept for the next run. A whole model's
/// text is over a gigabyte and its outlined text more (the weights copied into the kernels'
/// module): both kept, with the copy each run made, held about 5 GB through the run; such a
/// module runs once (`--print`, `--outputs`) or is outlined again per trial.
const CACHED_TEXT_BYTES: usize = 64 << 20;

impl GpuEmulator {
    pub fn new(options: OutlineOptions) -> Self {
        GpuEmulator {
            options,
            outlined: Vec::new(),
        }
    }

    fn outlined(&mut self, module: &Module) -> Result<String, InterpError> {
        let text = with_locations(module)?;
        if let Some((_, o)) = self.outlined.iter().find(|(t, _)| *t == text) {
            return Ok(o.clone());
        }
        let context = module.context();
        let mut copy = Module::parse(axe_dialects::context_of(&context), &text)
            .ok_or_else(|| InterpError::plain("cannot reparse the module"))?;
        // The text is the cache's key, or freed before the outlined text is printed.
        let key = (text.len() <= CACHED_TEXT_BYTES).then_some(text);
        axe_lowering::gpu::ptx::outline(&mut copy, &self.options).map_err(|()| {
            InterpError::plain(
                "the GPU path (uop-map-gpu-ranges .. uop-outline-gpu-kernels) failed: see the diagnostics above",
            )
        })?;
        let o = with_locations(&copy)?;
        if let Some(text) = key {
            self.outlined.push((text, o.clone()));
        }
        Ok(o)
    }
}

/// A module's text with its locations, so that a copy parsed from it (and the emulator's
/// errors in the copy) still point into the user's file.
fn with_locations(module: &Module) -> Result<String, InterpError> {
    module
        .as_operation()
        .to_string_with_flags(OperationPrintingFlags::new().enable_debug_info(true, false))
        .map_err(|e| InterpError::plain(format!("cannot print the module: {e}")))
}

impl Executor for GpuEmulator {
    fn name(&self) -> &'static str {
        "gpu-emulator"
    }

    fn run(
        &mut self,
        module: &Module,
        function: &str,
        args: Vec<Val>,
        free: FreeVars,
    ) -> Result<Vec<Val>, InterpError> {
        let text = self.outlined(module)?;
        let context = module.context();
        let outlined = Module::parse(axe_dialects::context_of(&context), &text)
            .ok_or_else(|| InterpError::plain("cannot parse the outlined module"))?;
        drop(text);
        if crate::functions(&outlined).iter().any(|(n, _)| n == function) {
            return Interp.run(&outlined, function, args, free);
        }
        // A kernel run on its own (no driver calls it) is outlined whole: launch it over the
        // grid it declares.
        let mut kernel = None;
        axe_dialects::ir::for_each_nested(&outlined.as_operation(), &mut |op| {
            if axe_dialects::ir::op_name(&op) == "gpu.func"
                && axe_interp::attrs::symbol(&op, "sym_name").as_deref() == Some(function)
            {
                kernel = Some(op);
            }
        });
        let kernel =
            kernel.ok_or_else(|| InterpError::plain(format!("no function or kernel @{function} after outlining")))?;
        let grid = gpu::Grid::declared_by(&kernel)
            .ok_or_else(|| InterpError::at(&kernel, "declares no launch size (known_grid_size, known_block_size)"))?;
        // A run of its own: the step budget starts again (Interpreter::call does this for a driver).
        axe_interp::limits::start_run();
        gpu::launch(kernel, grid, args, 0)?;
        Ok(Vec::new())
    }
}
