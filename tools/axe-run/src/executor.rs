//! Executors: what runs a function on concrete arguments. The reference
//! interpreter is the oracle; `--target cpu` runs the candidate on the CPU
//! JIT instead.

use axe_interp::{gpu, FreeVars, InterpError, Interpreter, Options, Val};
use axe_lowering::gpu::ptx::OutlineOptions;
use melior::ir::{operation::OperationPrintingFlags, Module};
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
/// text is over a gigabyte: such a module is copied in memory, outlined and run as it is,
/// once per run (`--print` and `--outputs` run it once), neither its text nor its outlined
/// text printed and parsed again (each took 1.3 GB more, GPT-2's decoder peaking at 4.6 GB).
const CACHED_TEXT_BYTES: usize = 64 << 20;

/// A module outlined for the emulator: the text of a small one (kept for the next trial),
/// or a large one's outlined copy.
enum Outlined<'c> {
    Text(String),
    Module(Module<'c>),
}

impl GpuEmulator {
    pub fn new(options: OutlineOptions) -> Self {
        GpuEmulator {
            options,
            outlined: Vec::new(),
        }
    }

    /// `module` through the GPU path, on a copy: the module itself runs again as it is (the
    /// reference, the next trial, `--print`).
    fn outlined<'c>(&mut self, module: &Module<'c>) -> Result<Outlined<'c>, InterpError> {
        let key = with_locations_within(module, CACHED_TEXT_BYTES)?;
        if let Some(text) = &key {
            if let Some((_, o)) = self.outlined.iter().find(|(t, _)| t == text) {
                return Ok(Outlined::Text(o.clone()));
            }
        }
        let outline = |copy: &mut Module| {
            axe_lowering::gpu::ptx::outline(copy, &self.options).map_err(|()| {
                InterpError::plain(
                    "the GPU path (uop-map-gpu-ranges .. uop-outline-gpu-kernels) failed: see the diagnostics above",
                )
            })
        };
        let Some(text) = key else {
            let mut copy = crate::distributed::clone_module(module).map_err(InterpError::plain)?;
            outline(&mut copy)?;
            return Ok(Outlined::Module(copy));
        };
        let context = module.context();
        let mut copy = Module::parse(axe_dialects::context_of(&context), &text)
            .ok_or_else(|| InterpError::plain("cannot reparse the module"))?;
        outline(&mut copy)?;
        let o = with_locations(&copy)?;
        self.outlined.push((text, o.clone()));
        Ok(Outlined::Text(o))
    }
}

/// A module's text with its locations, so that a copy parsed from it (and the emulator's
/// errors in the copy) still point into the user's file.
fn with_locations(module: &Module) -> Result<String, InterpError> {
    Ok(with_locations_within(module, usize::MAX)?.expect("no limit to pass"))
}

/// The module's text with its locations, for one whose text is at most `limit` bytes; `None`
/// for a larger one, whose text is dropped as it is printed rather than held.
fn with_locations_within(module: &Module, limit: usize) -> Result<Option<String>, InterpError> {
    struct Sink {
        text: Vec<u8>,
        limit: usize,
        over: bool,
    }
    unsafe extern "C" fn append(chunk: mlir_sys::MlirStringRef, data: *mut std::ffi::c_void) {
        let sink = unsafe { &mut *(data as *mut Sink) };
        if sink.over || chunk.length == 0 {
            return;
        }
        if sink.text.len() + chunk.length > sink.limit {
            sink.over = true;
            sink.text = Vec::new();
            return;
        }
        sink.text
            .extend_from_slice(unsafe { std::slice::from_raw_parts(chunk.data.cast::<u8>(), chunk.length) });
    }
    let flags = OperationPrintingFlags::new().enable_debug_info(true, false);
    let mut sink = Sink {
        text: Vec::new(),
        limit,
        over: false,
    };
    unsafe {
        mlir_sys::mlirOperationPrintWithFlags(
            module.as_operation().to_raw(),
            flags.to_raw(),
            Some(append),
            (&mut sink as *mut Sink).cast(),
        )
    };
    if sink.over {
        return Ok(None);
    }
    String::from_utf8(sink.text)
        .map(Some)
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
        let context = module.context();
        let outlined = match self.outlined(module)? {
            Outlined::Text(text) => Module::parse(axe_dialects::context_of(&context), &text)
                .ok_or_else(|| InterpError::plain("cannot parse the outlined module"))?,
            Outlined::Module(copy) => copy,
        };
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
