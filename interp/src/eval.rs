//! The interpreter proper: runs functions of a module op by op. Values that
//! vary with bound ranges (see [`super::analysis`]) are evaluated on demand
//! under an environment that binds those ranges and memoized per point (but
//! for values their one reader asks for once per point: `Analysis::once`);
//! everything else runs in program order.

use super::{
    analysis::{bound_ranges, Analysis, Operand},
    attrs,
    error::InterpError,
    free_vars::FreeVars,
    memo::{Memo, Point},
    pure_ops, scalar, tensor_ops,
    types::{type_info, TypeInfo},
    value::{unravel, ElemTy, MemRef, Num, Ptr, Tensor, Val},
};
use axe_dialects::ir::enums::{ReduceKind, SpecialKind};
use axe_dialects::ir::{defining_op, int_attr, int_width, op_key, op_name, read::string_attr, value_key};
use axe_dialects::ir::{BlockAt, OperationAt};
use melior::ir::{operation::OperationLike, BlockLike, BlockRef, OperationRef, RegionLike, TypeLike, Value, ValueLike};
use rustc_hash::FxHashMap;
use std::{collections::HashMap, rc::Rc};

type R<T> = Result<T, InterpError>;

/// Range bindings: (range value key, value, the range's end), the end for the memo's dense
/// tables ([`Memo`]).
#[derive(Clone, Default, Debug)]
pub struct Env(Vec<(usize, i64, i64)>);

impl Env {
    fn get(&self, key: usize) -> Option<i64> {
        self.binding(key).map(|(x, _)| x)
    }

    /// The value of range `key` and its end.
    fn binding(&self, key: usize) -> Option<(i64, i64)> {
        self.0
            .iter()
            .rev()
            .find(|(k, ..)| *k == key)
            .map(|&(_, x, end)| (x, end))
    }
}

/// Values by key and memoized results by (op, point): hashed with FxHash,
/// since the interpreter looks them up once or more per evaluated op.
struct Frame<'c, 'a> {
    values: FxHashMap<usize, Val>,
    memo: Memo,
    /// While counting work: each on-demand op's results at the last iteration of the loops
    /// around it (see [`Interpreter::value_as_lowered`]).
    last_iteration: FxHashMap<usize, (Vec<i64>, Rc<Vec<Val>>)>,
    analysis: Rc<Analysis<'c, 'a>>,
}

/// Options of the interpreter.
#[derive(Clone, Debug)]
pub struct Options {
    /// Free variable values of this trial.
    pub free: FreeVars,
}

/// An interpreter over one module.
pub struct Interpreter<'c, 'a> {
    functions: HashMap<String, OperationRef<'c, 'a>>,
    globals: HashMap<String, OperationRef<'c, 'a>>,
    global_buffers: HashMap<String, MemRef>,
    analyses: HashMap<usize, Rc<Analysis<'c, 'a>>>,
    options: Options,
    depth: usize,
    /// The block and thread ids (x y z each) of the thread a host-called kernel function
    /// runs as, while it runs; GPU ids are free variables otherwise.
    gpu_ids: Option<[i64; 6]>,
}

/// The float sentinel freshly allocated buffers hold (a NaN), and the integer one (0xAB bytes).
pub fn sentinel(elem: ElemTy) -> Num {
    if elem.is_float() {
        Num::F(f64::NAN)
    } else {
        Num::I(scalar::wrap(elem.width(), 0xABAB_ABAB_ABAB_ABABu64 as i64 as i128))
    }
}

fn short(name: &str) -> &str {
    name.split_once('.').map_or(name, |(_, s)| s)
}

fn result_number(v: Value) -> usize {
    unsafe { mlir_sys::mlirOpResultGetResultNumber(v.to_raw()) as usize }
}

impl<'c, 'a> Interpreter<'c, 'a> {
    /// Indexes the functions (`func.func`, `gpu.func`) and `memref.global`s under `module`.
    pub fn new(module: OperationRef<'c, 'a>, options: Options) -> Self {
        let mut functions = HashMap::new();
        let mut globals = HashMap::new();
        axe_dialects::ir::for_each_nested(&module, &mut |op| {
            let name = op_name(&op);
            if let Some(sym) = attrs::symbol(&op, "sym_name") {
                match name {
                    "func.func" => {
                        functions.insert(sym, op);
                    }
                    // Kernels by `module::name`, as `gpu.launch_func` names them.
                    "gpu.func" => {
                        let module = op
                            .parent_operation()
                            .and_then(|m| attrs::symbol(&m, "sym_name"))
                            .unwrap_or_default();
                        functions.insert(format!("{module}::{sym}"), op);
                    }
                    "memref.global" => {
                        globals.insert(sym, op);
                    }
                    _ => {}
                }
            }
        });
        Interpreter {
            functions,
            globals,
            global_buffers: HashMap::new(),
            analyses: HashMap::new(),
            options,
            depth: 0,
            gpu_ids: None,
        }
    }

    /// The function named `name`.
    pub fn function(&self, name: &str) -> Option<OperationRef<'c, 'a>> {
        self.functions.get(name).copied()
    }

    /// Calls `function` with `args`; returns its results. A function that reads GPU ids is
    /// a kernel: it runs in every thread of the grid it declares (see [`super::gpu`]).
    pub fn call(&mut self, function: OperationRef<'c, 'a>, args: Vec<Val>) -> R<Vec<Val>> {
        // The step budget is per call from outside: a launch's threads share it (each thread
        // starting its own count let a grid of 2^40 threads run unbounded).
        if self.depth == 0 && self.gpu_ids.is_none() {
            super::limits::start_run();
        }
        if self.gpu_ids.is_none() {
            if let Some(grid) = super::gpu::declared_grid(&function)? {
                return self.launch(function, grid, args);
            }
        }
        self.call_body(function, args)
    }

    /// Runs kernel function `function` in every thread of `grid`. Scf-level code runs on
    /// the GPU emulator; uop-level code (no barriers or shared memory exist there) runs
    /// thread by thread with its GPU ids bound, once per distinct ids it reads.
    fn launch(&mut self, function: OperationRef<'c, 'a>, grid: super::gpu::Grid, args: Vec<Val>) -> R<Vec<Val>> {
        // Pure uop arithmetic (`uop.floormod` in an index) runs at either level.
        let mut uop_level = false;
        axe_dialects::ir::for_each_nested(&function, &mut |op| {
            uop_level |= op_name(&op).starts_with("uop.") && !super::pure_ops::is_pure(&op)
        });
        if !uop_level {
            super::gpu::launch(function, grid, args, 0)?;
            return Ok(Vec::new());
        }
        // Threads (and blocks) that differ only in ids the function never reads do the same
        // work on the same addresses: one of them stands for all.
        let ids = super::gpu::IdReads::of(&function);
        let read = if ids.other || ids.unbounded {
            [[true; 3]; 2]
        } else {
            ids.read
        };
        let used =
            |kind: usize, sizes: [i64; 3]| -> [i64; 3] { [0, 1, 2].map(|d| if read[kind][d] { sizes[d] } else { 1 }) };
        let [gx, gy, gz] = used(0, grid.blocks);
        let [tx, ty, tz] = used(1, grid.threads);
        let threads = (0..tz).flat_map(|z| (0..ty).flat_map(move |y| (0..tx).map(move |x| [x, y, z])));
        let ids: Vec<[i64; 3]> = threads.collect();
        for bz in 0..gz {
            for by in 0..gy {
                for bx in 0..gx {
                    for t in &ids {
                        // A thread is work even where its body executes no op.
                        super::limits::step().map_err(|m| InterpError::at(&function, m))?;
                        self.gpu_ids = Some([bx, by, bz, t[0], t[1], t[2]]);
                        let result = self.call_body(function, args.clone());
                        self.gpu_ids = None;
                        result.map_err(|e| InterpError {
                            message: format!(
                                "{} (in thread ({}, {}, {}) of block ({bx}, {by}, {bz}))",
                                e.message, t[0], t[1], t[2]
                            ),
                            ..e
                        })?;
                    }
                }
            }
        }
        Ok(Vec::new())
    }

    fn call_body(&mut self, function: OperationRef<'c, 'a>, args: Vec<Val>) -> R<Vec<Val>> {
        let body = function
            .region_at(0)
            .and_then(|r| r.first_block())
            .ok_or_else(|| InterpError::at(&function, "has no body to interpret"))?;
        if body.argument_count() != args.len() {
            return Err(InterpError::at(
                &function,
                format!("called with {} arguments, takes {}", args.len(), body.argument_count()),
            ));
        }
        if self.depth > 200 {
            return Err(InterpError::at(&function, "call depth exceeds 200 (recursion?)"));
        }
        let key = function.to_raw().ptr as usize;
        let analysis = self
            .analyses
            .entry(key)
            .or_insert_with(|| Rc::new(Analysis::of(&function)))
            .clone();
        let mut frame = Frame {
            values: FxHashMap::default(),
            memo: Memo::default(),
            last_iteration: FxHashMap::default(),
            analysis,
        };
        self.depth += 1;
        let result = self.run_block(&mut frame, &Env::default(), body, args);
        self.depth -= 1;
        result
    }

    fn run_block(
        &mut self,
        frame: &mut Frame<'c, 'a>,
        env: &Env,
        block: BlockRef<'c, 'a>,
        args: Vec<Val>,
    ) -> R<Vec<Val>> {
        for (i, arg) in args.into_iter().enumerate() {
            if let Some(a) = block.argument_at(i) {
                frame.values.insert(value_key(a.into()), arg);
            }
        }
        let mut current = block.first_operation();
        while let Some(op) = current {
            current = op.next_in_block();
            let name = op_name(&op);
            match name {
                "func.return" | "scf.yield" | "gpu.return" | "scf.reduce" | "scf.condition" | "tensor.yield" => {
                    return op.operands().map(|v| self.value(frame, env, v)).collect();
                }
                _ => {}
            }
            if frame.analysis.deferred(&op) {
                continue;
            }
            let results = self.eval_op(frame, env, &op)?;
            for (r, v) in op.results().zip(results) {
                frame.values.insert(value_key(r.into()), v);
            }
        }
        Ok(Vec::new())
    }

    /// The value of `v` under `env`.
    fn value(&mut self, frame: &mut Frame<'c, 'a>, env: &Env, v: Value<'c, 'a>) -> R<Val> {
        let key = value_key(v);
        let Some(&demand) = frame.analysis.on_demand.get(&key) else {
            if let Some(x) = frame.values.get(&key) {
                return Ok(x.clone());
            }
            let op = defining_op(v).ok_or_else(|| InterpError::plain("a block argument has no value"))?;
            let results = self.eval_op(frame, env, &op)?;
            for (r, x) in op.results().zip(results.iter()) {
                frame.values.insert(value_key(r.into()), x.clone());
            }
            return results
                .get(result_number(v))
                .cloned()
                .ok_or_else(|| InterpError::at(&op, "produced too few results"));
        };
        self.demanded(frame, env, demand)
    }

    /// The value of on-demand value `demand` (its index in [`Analysis::demands`]) under `env`.
    fn demanded(&mut self, frame: &mut Frame<'c, 'a>, env: &Env, demand: usize) -> R<Val> {
        let analysis = Rc::clone(&frame.analysis);
        let demand = &analysis.demands[demand];
        let op = demand.defining;
        if demand.is_range {
            return env.get(demand.key).map(Val::index).ok_or_else(|| {
                InterpError::at(&op, format!("axis {} is used where nothing binds it (no enclosing uop.reduce, uop.bufferize, uop.end or uop.vmapout)", int_attr(&op, "axis").unwrap_or(-1)))
            });
        }
        // The point keys the memo; a value read once per point has no entry to key.
        let deps = &demand.deps;
        let mut point = Point::default();
        for &r in deps.iter() {
            match env.binding(r) {
                Some((x, end)) if !demand.once => point.push(x, end),
                Some(_) => {}
                None => {
                    // The lowest unbound axis: `deps` is in key (address) order, which varies by run.
                    let axis = deps
                        .iter()
                        .filter(|r| env.get(**r).is_none())
                        .map(|r| frame.analysis.axis.get(r).copied().unwrap_or(-1))
                        .min()
                        .unwrap_or(-1);
                    return Err(InterpError::at(
                        &op,
                        format!("varies with range axis {axis}, which nothing binds where it is used"),
                    ));
                }
            }
        }
        if super::work::enabled() {
            return self.value_as_lowered(frame, env, demand.result, &op, deps);
        }
        if demand.once {
            return match &demand.scalar {
                Some((scalar, operands)) => self.eval_scalar(frame, env, &op, scalar, operands),
                None => self
                    .eval_op(frame, env, &op)?
                    .into_iter()
                    .next()
                    .ok_or_else(|| InterpError::at(&op, "produced no result")),
            };
        }
        let too_few = || InterpError::at(&op, "produced too few results");
        if let Some(value) = frame.memo.get(demand.op, &point, demand.result) {
            return value.ok_or_else(too_few);
        }
        let results = match &demand.scalar {
            Some((scalar, operands)) => vec![self.eval_scalar(frame, env, &op, scalar, operands)?],
            None => self.eval_op(frame, env, &op)?,
        };
        let value = results.get(demand.result).cloned().ok_or_else(too_few)?;
        frame.memo.insert(demand.op, point, results);
        Ok(value)
    }

    /// [`Self::value`] while counting work ([`super::work`]): `op` runs again whenever an
    /// iteration of the loops around its place changes (the bound ranges of `env`, outermost
    /// first, up to the innermost one it varies with), as the lowered loops run it; only the
    /// last iteration's results are kept.
    fn value_as_lowered(
        &mut self,
        frame: &mut Frame<'c, 'a>,
        env: &Env,
        result: usize,
        op: &OperationRef<'c, 'a>,
        deps: &[usize],
    ) -> R<Val> {
        let innermost = env.0.iter().rposition(|(k, ..)| deps.contains(k)).map_or(0, |p| p + 1);
        let iteration: Vec<i64> = env.0[..innermost].iter().map(|&(_, x, _)| x).collect();
        let key = op_key(op);
        let results = match frame.last_iteration.get(&key) {
            Some((at, results)) if *at == iteration => results.clone(),
            _ => {
                let results = Rc::new(self.eval_op(frame, env, op)?);
                frame.last_iteration.insert(key, (iteration, results.clone()));
                results
            }
        };
        results
            .get(result)
            .cloned()
            .ok_or_else(|| InterpError::at(op, "produced too few results"))
    }

    /// [`Self::eval_op`] of an elementwise op decoded as `scalar`, with operands `operands`:
    /// the same steps, checks and results, without vectors where its operands are scalars.
    fn eval_scalar(
        &mut self,
        frame: &mut Frame<'c, 'a>,
        env: &Env,
        op: &OperationRef<'c, 'a>,
        scalar: &pure_ops::Scalar,
        operands: &[Operand<'c, 'a>],
    ) -> R<Val> {
        super::limits::step().map_err(|m| InterpError::at(op, m))?;
        let mut args = [Val::Effect, Val::Effect, Val::Effect];
        for (arg, o) in args.iter_mut().zip(operands) {
            *arg = match o.demand {
                Some(d) => self.demanded(frame, env, d)?,
                None => self.value(frame, env, o.value)?,
            };
        }
        let args = &args[..operands.len()];
        if let Some(result) = super::invalid::propagate(op, args) {
            return result;
        }
        let result = match scalar.eval(op, args) {
            Some(result) => result?,
            None => pure_ops::eval(op, args)?
                .into_iter()
                .next()
                .ok_or_else(|| InterpError::at(op, "produced no result"))?,
        };
        super::work::record_op(scalar.name, args, std::slice::from_ref(&result));
        Ok(result)
    }

    fn operand(&mut self, frame: &mut Frame<'c, 'a>, env: &Env, op: &OperationRef<'c, 'a>, i: usize) -> R<Val> {
        let v = op
            .operand(i)
            .map_err(|_| InterpError::at(op, format!("has no operand {i}")))?;
        self.value(frame, env, v)
    }

    fn int(&mut self, frame: &mut Frame<'c, 'a>, env: &Env, op: &OperationRef<'c, 'a>, v: Value<'c, 'a>) -> R<i64> {
        match self.value(frame, env, v)? {
            Val::Scalar(e, n) if !e.is_float() => Ok(n.int()),
            other => Err(InterpError::at(
                op,
                format!("expected an integer operand, got a {}", other.kind()),
            )),
        }
    }

    /// Runs `f` for every point of `ranges` (first outermost).
    fn for_each_point(
        &mut self,
        frame: &mut Frame<'c, 'a>,
        env: &Env,
        op: &OperationRef<'c, 'a>,
        ranges: &[Value<'c, 'a>],
        mut f: impl FnMut(&mut Self, &mut Frame<'c, 'a>, &Env, &[i64]) -> R<()>,
    ) -> R<()> {
        let mut ends = Vec::new();
        let mut keys = Vec::new();
        for &r in ranges {
            let rop = defining_op(r)
                .filter(|d| op_name(d) == "uop.range")
                .ok_or_else(|| InterpError::at(op, "binds a value that is not a uop.range"))?;
            let end_value = rop.operand(0).map_err(|_| InterpError::at(&rop, "has no end"))?;
            ends.push(self.int(frame, env, &rop, end_value)?.max(0));
            keys.push(value_key(r));
        }
        let total = ends
            .iter()
            .try_fold(1i64, |n, &e| n.checked_mul(e))
            .ok_or_else(|| InterpError::at(op, format!("iterates over {ends:?}: more points than an i64 counts")))?;
        let mut inner = env.clone();
        let base = inner.0.len();
        inner.0.extend(keys.iter().zip(&ends).map(|(&k, &end)| (k, 0, end)));
        // Row-major: the last range counts fastest, as an odometer (no point allocated).
        let mut point = vec![0i64; ends.len()];
        for lin in 0..total {
            super::limits::step().map_err(|m| InterpError::at(op, m))?;
            if lin > 0 {
                for d in (0..point.len()).rev() {
                    point[d] += 1;
                    inner.0[base + d].1 = point[d];
                    if point[d] < ends[d] {
                        break;
                    }
                    point[d] = 0;
                    inner.0[base + d].1 = 0;
                }
            }
            f(self, frame, &inner, &point)?;
        }
        Ok(())
    }

    fn free_var(&self, key: &str, lo: i64, hi: i64) -> i64 {
        if let Some(ids) = self.gpu_ids {
            let slot = |prefix: &str| {
                key.strip_prefix(prefix)
                    .and_then(|d| d.parse::<usize>().ok())
                    .filter(|&d| d < 3)
            };
            if let Some(d) = slot("block_id:") {
                return ids[d];
            }
            if let Some(d) = slot("thread_id:") {
                return ids[3 + d];
            }
        }
        self.options.free.sample(key, lo, hi)
    }

    /// Evaluates one op (not a terminator) and returns its results.
    fn eval_op(&mut self, frame: &mut Frame<'c, 'a>, env: &Env, op: &OperationRef<'c, 'a>) -> R<Vec<Val>> {
        let name = op_name(op);
        let err = |m: String| InterpError::at(op, m);
        super::limits::step().map_err(err)?;
        let dialect = name.split('.').next().unwrap_or("");
        let s = short(name);
        let one = |v: Val| Ok(vec![v]);
        if pure_ops::is_pure_named(op, name) {
            let args = op
                .operands()
                .map(|v| self.value(frame, env, v))
                .collect::<R<Vec<_>>>()?;
            if let Some(result) = super::invalid::propagate(op, &args) {
                return one(result?);
            }
            let results = pure_ops::eval(op, &args)?;
            super::work::record_op(name, &args, &results);
            return Ok(results);
        }
        match name {
            // Free variables and ranges.
            "uop.range" => {
                let key = value_key(op.result(0).map_err(|_| err("no result".into()))?.into());
                if let Some(v) = env.get(key) {
                    return one(Val::index(v));
                }
                if frame.analysis.bound.contains(&key) {
                    return Err(err("is used where nothing binds it".into()));
                }
                let end_value = op.operand(0).map_err(|_| err("no end".into()))?;
                let end = self.int(frame, env, op, end_value)?;
                if end <= 0 {
                    return Err(err(format!("has end {end}: the range is empty")));
                }
                let axis = int_attr(op, "axis").unwrap_or(0);
                one(Val::index(self.free_var(&format!("range:{axis}"), 0, end - 1)))
            }
            "uop.define_var" => {
                let (var, lo, hi) = axe_dialects::uop_read::define_var(op).ok_or_else(|| err("unreadable".into()))?;
                let e = pure_ops::result_elem(op)?;
                one(Val::Scalar(
                    e,
                    Num::I(scalar::wrap(
                        e.width(),
                        self.free_var(&format!("var:{var}"), lo, hi) as i128,
                    )),
                ))
            }
            "uop.special" => {
                let kind = SpecialKind::of(op, "kind")
                    .ok_or_else(|| err("has no kind that is a SpecialKind".into()))?
                    .keyword();
                let dim = int_attr(op, "dim").unwrap_or(0);
                let size = int_attr(op, "size").unwrap_or(1);
                one(Val::index(self.free_var(&format!("{kind}:{dim}"), 0, size - 1)))
            }
            "gpu.thread_id" | "gpu.block_id" | "gpu.block_dim" | "gpu.grid_dim" => {
                let dim = match attrs::enum_word(op, "dimension").as_deref() {
                    Some("y") => 1,
                    Some("z") => 2,
                    _ => 0,
                };
                let known_attr = if matches!(s, "thread_id" | "block_dim") {
                    "known_block_size"
                } else {
                    "known_grid_size"
                };
                let mut parent = op.parent_operation();
                let mut known = None;
                while let Some(p) = parent {
                    if let Some(sizes) = attrs::i64_array(&p, known_attr) {
                        known = sizes.get(dim).copied();
                        break;
                    }
                    parent = p.parent_operation();
                }
                let limit = if matches!(s, "thread_id" | "block_dim") {
                    1024
                } else {
                    i32::MAX as i64
                };
                let size = int_attr(op, "upper_bound").or(known);
                let v = match s {
                    "block_dim" | "grid_dim" => size.unwrap_or_else(|| self.free_var(&format!("{s}:{dim}"), 1, limit)),
                    _ => self.free_var(&format!("{s}:{dim}"), 0, size.unwrap_or(limit) - 1),
                };
                one(Val::index(v))
            }
            "gpu.barrier" | "memref.dealloc" => Ok(vec![]),
            // Tensor-level uop ops.
            "uop.reshape" | "uop.permute" | "uop.expand" | "uop.pad" | "uop.shrink" | "uop.flip"
            | "uop.reduce_axis" => {
                let src = pure_ops::tensor_of(op, self.operand(frame, env, op, 0)?)?;
                let shape = pure_ops::static_shape(op, &pure_ops::result_info(op, 0))?;
                let arr = |n: &str| attrs::i64_array(op, n).ok_or_else(|| err(format!("has no '{n}' array")));
                let t = match s {
                    "reshape" => tensor_ops::reshape(&src, shape),
                    "permute" => tensor_ops::permute(&src, &arr("order")?),
                    "expand" => tensor_ops::expand(&src, shape),
                    "pad" => tensor_ops::pad(&src, &arr("low")?, shape),
                    "shrink" => tensor_ops::shrink(&src, &arr("begin")?, shape),
                    "flip" => tensor_ops::flip(&src, &arr("axes")?),
                    _ => {
                        let kind = ReduceKind::of(op, "op")
                            .ok_or_else(|| err("has no reduce operation (op) that is a ReduceKind".into()))?
                            .keyword();
                        super::work::record(src.data.len() as u64);
                        tensor_ops::reduce_axis(kind, reduce_start(op, kind, src.elem), &src, &arr("axes")?)
                    }
                }
                .map_err(err)?;
                one(Val::Tensor(Rc::new(t)))
            }
            "uop.gather" => {
                let src = pure_ops::tensor_of(op, self.operand(frame, env, op, 0)?)?;
                let mut indices = Vec::new();
                for i in 1..op.operand_count() {
                    indices.push(pure_ops::tensor_of(op, self.operand(frame, env, op, i)?)?);
                }
                let shape = pure_ops::static_shape(op, &pure_ops::result_info(op, 0))?;
                let refs: Vec<&Tensor> = indices.iter().map(|t| &**t).collect();
                one(Val::Tensor(Rc::new(
                    tensor_ops::gather_at(&src, &refs, shape).map_err(err)?,
                )))
            }
            "uop.contiguous" => one(self.operand(frame, env, op, 0)?),
            // A runtime check: the value where the condition holds (the checks the value
            // carries first, as the lowering orders them), else the call stops.
            "uop.assert" => {
                let value = self.operand(frame, env, op, 1)?;
                let holds = match self.operand(frame, env, op, 0)? {
                    Val::Scalar(_, n) => n.int() != 0,
                    Val::Tensor(t) => t.data.iter().all(|n| n.int() != 0),
                    other => return Err(err(format!("has a {} condition, not i1", other.kind()))),
                };
                if !holds {
                    return Err(err(format!(
                        "runtime check failed: {}",
                        string_attr(op, "message").unwrap_or_default()
                    )));
                }
                one(value)
            }
            "uop.vmapin" => {
                let src = pure_ops::tensor_of(op, self.operand(frame, env, op, 0)?)?;
                let mut fixed = Vec::new();
                for v in op.operands().skip(1) {
                    let is_range = defining_op(v).is_some_and(|d| op_name(&d) == "uop.range");
                    let x = self.int(frame, env, op, v)?;
                    fixed.push(is_range.then_some(x));
                }
                one(Val::Tensor(Rc::new(tensor_ops::slice(&src, &fixed).map_err(err)?)))
            }
            "uop.vmapout" => {
                let vargs: Vec<Value> = op.operands().skip(1).collect();
                let ranges = bound_ranges(op);
                let shape = pure_ops::static_shape(op, &pure_ops::result_info(op, 0))?;
                let elem = pure_ops::result_elem(op)?;
                let mut out = Tensor::filled(elem, shape, elem.zero()).map_err(err)?;
                let range_keys: Vec<usize> = vargs.iter().map(|&v| value_key(v)).collect();
                let is_range: Vec<bool> = vargs
                    .iter()
                    .map(|&v| ranges.iter().any(|r| value_key(*r) == value_key(v)))
                    .collect();
                let source = op.operand(0).map_err(|_| err("no source".into()))?;
                self.for_each_point(frame, env, op, &ranges, |me, frame, env, _| {
                    let part = pure_ops::tensor_of(op, me.value(frame, env, source)?)?;
                    let fixed: Vec<Option<i64>> = range_keys
                        .iter()
                        .zip(&is_range)
                        .map(|(&k, &r)| if r { env.get(k) } else { None })
                        .collect();
                    tensor_ops::place(&mut out, &fixed, &part).map_err(|m| InterpError::at(op, m))
                })?;
                one(Val::Tensor(Rc::new(out)))
            }
            "uop.sink" => {
                for v in op.operands() {
                    self.value(frame, env, v)?;
                }
                Ok(vec![])
            }
            // Kernel-level uop ops.
            "uop.invalid" => one(Val::Invalid),
            "uop.index" => {
                let buffer = pure_ops::memref_of(op, self.operand(frame, env, op, 0)?)?;
                let mut indices = Vec::new();
                let mut gate = true;
                for v in op.operands().skip(1) {
                    if int_width(v.r#type()) == Some(1) {
                        gate &= self.int(frame, env, op, v)? != 0;
                    } else {
                        match self.value(frame, env, v)? {
                            // spec 000 §5 phase 3: an invalid index is a false gate.
                            Val::Invalid => {
                                gate = false;
                                indices.push(0);
                            }
                            Val::Scalar(e, n) if !e.is_float() => indices.push(n.int()),
                            other => return Err(err(format!("expected an integer operand, got a {}", other.kind()))),
                        }
                    }
                }
                let position = if gate {
                    Some(buffer.position(&indices).map_err(err)?)
                } else {
                    None
                };
                one(Val::Ptr(Ptr {
                    memref: buffer,
                    position,
                }))
            }
            "uop.load" => match self.operand(frame, env, op, 0)? {
                Val::Ptr(p) => {
                    let e = p.memref.elem;
                    let v = p.position.map_or(e.zero(), |i| p.memref.store.borrow().at(i));
                    if p.position.is_some() {
                        super::traffic::record_load(e);
                    }
                    one(Val::Scalar(e, v))
                }
                other => Err(err(format!("expected an address, got a {}", other.kind()))),
            },
            "uop.store" => {
                let ptr = self.operand(frame, env, op, 0)?;
                let value = self.operand(frame, env, op, 1)?;
                match (ptr, value) {
                    (Val::Ptr(p), Val::Scalar(_, v)) => {
                        if let Some(i) = p.position {
                            p.memref.store.borrow_mut().set(i, v);
                            super::traffic::record_store(p.memref.elem);
                        }
                        one(Val::Effect)
                    }
                    _ => Err(err("expects an address and a scalar".into())),
                }
            }
            "uop.end" => {
                let ranges = bound_ranges(op);
                let effect = op.operand(0).map_err(|_| err("no effect".into()))?;
                self.for_each_point(frame, env, op, &ranges, |me, frame, env, _| {
                    me.value(frame, env, effect).map(|_| ())
                })?;
                one(Val::Effect)
            }
            "uop.reduce" => {
                let kind = ReduceKind::of(op, "op")
                    .ok_or_else(|| err("has no reduce operation (op) that is a ReduceKind".into()))?
                    .keyword();
                let e = pure_ops::result_elem(op)?;
                let ranges = bound_ranges(op);
                let value = op.operand(0).map_err(|_| err("no value".into()))?;
                let mut acc = reduce_start(op, kind, e);
                // Read once; an unknown kind fails where the first element is combined.
                let combine = scalar::reduce_op(kind);
                self.for_each_point(frame, env, op, &ranges, |me, frame, env, _| {
                    match me.value(frame, env, value)? {
                        Val::Scalar(_, x) => {
                            super::work::record(1);
                            let combined = match &combine {
                                Ok(c) => c.apply(e, acc, x),
                                Err(m) => Err(m.clone()),
                            };
                            acc = combined.map_err(|m| InterpError::at(op, m))?
                        }
                        other => return Err(InterpError::at(op, format!("reduces a {}", other.kind()))),
                    }
                    Ok(())
                })?;
                one(Val::Scalar(e, acc))
            }
            "uop.bufferize" => {
                let ranges = bound_ranges(op);
                let info = pure_ops::result_info(op, 0);
                let e = pure_ops::result_elem(op)?;
                let dest = op.operands().skip(1).find(|v| !v.r#type().is_index());
                let buffer = match dest {
                    Some(d) => pure_ops::memref_of(op, self.value(frame, env, d)?)?,
                    None => MemRef::alloc(e, pure_ops::static_shape(op, &info)?, sentinel(e)).map_err(err)?,
                };
                let value = op.operand(0).map_err(|_| err("no value".into()))?;
                self.for_each_point(frame, env, op, &ranges, |me, frame, env, point| {
                    let x = match me.value(frame, env, value)? {
                        Val::Scalar(_, x) => x,
                        other => return Err(InterpError::at(op, format!("bufferizes a {}", other.kind()))),
                    };
                    let i = buffer.position(point).map_err(|m| InterpError::at(op, m))?;
                    buffer.store.borrow_mut().set(i, x);
                    super::traffic::record_store(buffer.elem);
                    Ok(())
                })?;
                one(Val::MemRef(buffer))
            }
            _ => self.eval_structured(frame, env, op, name, dialect),
        }
    }

    /// scf, memref, func, tensor and bufferization ops.
    fn eval_structured(
        &mut self,
        frame: &mut Frame<'c, 'a>,
        env: &Env,
        op: &OperationRef<'c, 'a>,
        name: &str,
        _dialect: &str,
    ) -> R<Vec<Val>> {
        let err = |m: String| InterpError::at(op, m);
        let operands: Vec<Value<'c, 'a>> = op.operands().collect();
        match name {
            "scf.for" => {
                let lb = self.int(frame, env, op, operands[0])?;
                let ub = self.int(frame, env, op, operands[1])?;
                let step = self.int(frame, env, op, operands[2])?;
                if step <= 0 {
                    return Err(err(format!("has step {step}")));
                }
                let mut iters: Vec<Val> = operands[3..]
                    .iter()
                    .map(|&v| self.value(frame, env, v))
                    .collect::<R<_>>()?;
                let body = op
                    .region_at(0)
                    .and_then(|r| r.first_block())
                    .ok_or_else(|| err("has no body".into()))?;
                let iv_elem = match type_info(operands[0].r#type()) {
                    TypeInfo::Scalar(e) => e,
                    _ => ElemTy::Index,
                };
                let mut i = lb;
                while i < ub {
                    super::limits::step().map_err(err)?;
                    let mut args = vec![Val::Scalar(iv_elem, Num::I(i))];
                    args.extend(iters.iter().cloned());
                    iters = self.run_block(frame, env, body, args)?;
                    i = match i.checked_add(step) {
                        Some(n) => n,
                        None => break,
                    };
                }
                Ok(iters)
            }
            "cf.assert" => {
                if self.int(frame, env, op, operands[0])? == 0 {
                    return Err(err(format!("failed: {}", string_attr(op, "msg").unwrap_or_default())));
                }
                Ok(vec![])
            }
            "scf.if" => {
                let cond = self.int(frame, env, op, operands[0])? != 0;
                let region = op
                    .region(if cond { 0 } else { 1 })
                    .map_err(|_| err("has no region".into()))?;
                match region.first_block() {
                    Some(b) => self.run_block(frame, env, b, vec![]),
                    None => Ok(vec![]),
                }
            }
            "scf.parallel" | "scf.forall" if op.result_count() == 0 || name == "scf.parallel" => {
                if op.result_count() > 0 {
                    return Err(err("with reductions is not supported".into()));
                }
                let n = op
                    .region_at(0)
                    .and_then(|r| r.first_block())
                    .map_or(0, |b| b.argument_count());
                let body = op
                    .region_at(0)
                    .and_then(|r| r.first_block())
                    .ok_or_else(|| err("has no body".into()))?;
                let get = |me: &mut Self, frame: &mut Frame<'c, 'a>, k: usize| -> R<Vec<i64>> {
                    (0..n).map(|i| me.int(frame, env, op, operands[k * n + i])).collect()
                };
                let (lbs, ubs, steps) = (get(self, frame, 0)?, get(self, frame, 1)?, get(self, frame, 2)?);
                if steps.iter().any(|&s| s <= 0) {
                    return Err(err("has a non-positive step".into()));
                }
                // In i128: the bounds may be any i64. A count past i64 (only the whole i64
                // range with step 1) saturates, which the step budget stops long before; the
                // counts' product is checked.
                let counts: Vec<i64> = (0..n)
                    .map(|i| {
                        ((i128::from(ubs[i]) - i128::from(lbs[i])).max(0) + i128::from(steps[i]) - 1)
                            / i128::from(steps[i])
                    })
                    .map(|c| i64::try_from(c).unwrap_or(i64::MAX))
                    .collect();
                let total = counts
                    .iter()
                    .try_fold(1i64, |t, &c| t.checked_mul(c))
                    .ok_or_else(|| err(format!("runs {counts:?} iterations, more than an i64 counts")))?;
                for lin in 0..total {
                    // An iteration is work even where the body is only its terminator.
                    super::limits::step().map_err(err)?;
                    let p = unravel(lin, &counts);
                    // lb + p * step < ub, so it fits in i64; p * step alone may not (a step of
                    // 2^63 - 1 over the whole range), hence i128.
                    let args = (0..n)
                        .map(|i| Val::index((i128::from(lbs[i]) + i128::from(p[i]) * i128::from(steps[i])) as i64))
                        .collect();
                    self.run_block(frame, env, body, args)?;
                }
                Ok(vec![])
            }
            "scf.execute_region" => {
                let b = op
                    .region_at(0)
                    .and_then(|r| r.first_block())
                    .ok_or_else(|| err("has no body".into()))?;
                self.run_block(frame, env, b, vec![])
            }
            "func.call" => {
                let callee = attrs::symbol(op, "callee").ok_or_else(|| err("has no callee".into()))?;
                let f = self
                    .function(&callee)
                    .ok_or_else(|| err(format!("calls unknown function @{callee}")))?;
                let args = operands.iter().map(|&v| self.value(frame, env, v)).collect::<R<_>>()?;
                self.call(f, args)
                    .map_err(|e| if e.location.is_empty() { err(e.message) } else { e })
            }
            // The driver's tensor map of a buffer: the buffer itself, its box and swizzle in the
            // descriptor's type (`super::gpu::tma`), checked as cuTensorMapEncodeTiled checks.
            "nvgpu.tma.create.descriptor" => {
                let buffer = pure_ops::memref_of(op, self.value(frame, env, operands[0])?)?;
                let boxes = operands[1..]
                    .iter()
                    .map(|&v| self.int(frame, env, op, v))
                    .collect::<R<Vec<_>>>()?;
                let text = op.result_at(0).map(|r| r.r#type().to_string()).unwrap_or_default();
                let (box_dims, swizzle, _) = axe_dialects::ir::tensormap::descriptor_type(&text).ok_or_else(|| {
                    err(format!(
                        "has a descriptor type {text} the GPU emulator does not read (tiled, not interleaved)"
                    ))
                })?;
                if boxes != box_dims {
                    return Err(err(format!(
                        "makes boxes of {boxes:?}, but its type's are {box_dims:?}"
                    )));
                }
                if !buffer.is_identity_view() {
                    return Err(err(
                        "maps a view; a tensor map here describes a whole dense row-major buffer".into(),
                    ));
                }
                super::gpu::tma::check_map(
                    &buffer.shape,
                    &box_dims,
                    i64::from(buffer.elem.width().div_ceil(8)),
                    swizzle,
                )
                .map_err(err)?;
                Ok(vec![Val::MemRef(buffer)])
            }
            // A value seen as another type (a tensor map as the pointer a kernel takes).
            "builtin.unrealized_conversion_cast" if operands.len() == 1 && op.result_count() == 1 => {
                Ok(vec![self.value(frame, env, operands[0])?])
            }
            "gpu.launch_func" => {
                // Operand segments: async dependencies, grid x y z, block x y z, cluster x y z,
                // dynamic shared memory, kernel operands, async object.
                let segments = attrs::i64_array(op, "operandSegmentSizes")
                    .filter(|s| s.len() == 13)
                    .ok_or_else(|| err("has no readable operand segments".into()))?;
                let clustered = segments[7..10].iter().all(|&n| n == 1);
                if segments[0] != 0 || (!clustered && segments[7..10].iter().any(|&n| n != 0)) || segments[10] > 1 {
                    return Err(err(
                        "with async dependencies is not supported by the GPU emulator".into()
                    ));
                }
                let sizes = (0..segments[1..11].iter().sum::<i64>() as usize)
                    .map(|i| self.int(frame, env, op, operands[i]))
                    .collect::<R<Vec<_>>>()?;
                let dynamic_shared = if segments[10] == 1 { sizes[sizes.len() - 1] } else { 0 };
                let grid = super::gpu::Grid {
                    blocks: [sizes[0], sizes[1], sizes[2]],
                    threads: [sizes[3], sizes[4], sizes[5]],
                    cluster: if clustered {
                        [sizes[6], sizes[7], sizes[8]]
                    } else {
                        [1, 1, 1]
                    },
                };
                if let Some(why) = grid.cluster_error() {
                    return Err(err(why));
                }
                let first = segments[..11].iter().sum::<i64>() as usize;
                let args = operands[first..first + segments[11] as usize]
                    .iter()
                    .map(|&v| self.value(frame, env, v))
                    .collect::<R<Vec<_>>>()?;
                let symbol = op
                    .attribute("kernel")
                    .map(|a| a.to_string())
                    .map_err(|_| err("has no kernel".into()))?;
                let name = symbol
                    .split("::")
                    .map(|part| part.trim_start_matches('@').trim_matches('"'))
                    .collect::<Vec<_>>()
                    .join("::");
                let kernel = self
                    .function(&name)
                    .ok_or_else(|| err(format!("launches unknown kernel {symbol}")))?;
                super::gpu::launch(kernel, grid, args, dynamic_shared)?;
                Ok(vec![])
            }
            "memref.alloc" | "memref.alloca" => {
                let info = pure_ops::result_info(op, 0);
                let TypeInfo::MemRef { elem, shape, .. } = info else {
                    return Err(err("allocates a non-memref".into()));
                };
                let mut dynamic = operands.iter();
                let mut dims = Vec::new();
                for d in shape {
                    dims.push(if d >= 0 {
                        d
                    } else {
                        let v = *dynamic.next().ok_or_else(|| err("misses a dynamic size".into()))?;
                        self.int(frame, env, op, v)?
                    });
                }
                Ok(vec![Val::MemRef(
                    MemRef::alloc(elem, dims, sentinel(elem)).map_err(err)?,
                )])
            }
            "memref.load" | "memref.store" => {
                let (buf_i, first) = if name == "memref.load" { (0, 1) } else { (1, 2) };
                let buffer = pure_ops::memref_of(op, self.value(frame, env, operands[buf_i])?)?;
                let idx = operands[first..]
                    .iter()
                    .map(|&v| self.int(frame, env, op, v))
                    .collect::<R<Vec<_>>>()?;
                let p = buffer.position(&idx).map_err(err)?;
                if name == "memref.load" {
                    super::traffic::record_load(buffer.elem);
                    let v = buffer.store.borrow().at(p);
                    Ok(vec![Val::Scalar(buffer.elem, v)])
                } else {
                    match self.value(frame, env, operands[0])? {
                        Val::Scalar(_, v) => {
                            buffer.store.borrow_mut().set(p, v);
                            super::traffic::record_store(buffer.elem);
                        }
                        other => return Err(err(format!("stores a {}", other.kind()))),
                    }
                    Ok(vec![])
                }
            }
            "vector.load" | "vector.maskedload" => {
                let TypeInfo::Tensor(_, shape) = pure_ops::result_info(op, 0) else {
                    return Err(err("loads a non-vector".into()));
                };
                let buffer = pure_ops::memref_of(op, self.value(frame, env, operands[0])?)?;
                let masked = name == "vector.maskedload";
                let count = operands.len() - if masked { 3 } else { 1 };
                let idx = operands[1..1 + count]
                    .iter()
                    .map(|&v| self.int(frame, env, op, v))
                    .collect::<R<Vec<_>>>()?;
                let (mask, passthru) = if masked {
                    let n = operands.len();
                    (
                        Some(pure_ops::tensor_of(op, self.value(frame, env, operands[n - 2])?)?),
                        Some(pure_ops::tensor_of(op, self.value(frame, env, operands[n - 1])?)?),
                    )
                } else {
                    (None, None)
                };
                let lanes = super::limits::elements(&shape).map_err(err)?;
                let t =
                    super::vector_ops::load(&buffer, &idx, lanes, mask.as_deref(), passthru.as_deref()).map_err(err)?;
                Ok(vec![Val::Tensor(Rc::new(t))])
            }
            "vector.store" | "vector.maskedstore" => {
                let masked = name == "vector.maskedstore";
                let (value_i, buffer_i, first, end) = if masked {
                    (operands.len() - 1, 0, 1, operands.len() - 2)
                } else {
                    (0, 1, 2, operands.len())
                };
                let value = pure_ops::tensor_of(op, self.value(frame, env, operands[value_i])?)?;
                let buffer = pure_ops::memref_of(op, self.value(frame, env, operands[buffer_i])?)?;
                let idx = operands[first..end]
                    .iter()
                    .map(|&v| self.int(frame, env, op, v))
                    .collect::<R<Vec<_>>>()?;
                let mask = if masked {
                    Some(pure_ops::tensor_of(op, self.value(frame, env, operands[end])?)?)
                } else {
                    None
                };
                super::vector_ops::store(&buffer, &idx, &value, mask.as_deref()).map_err(err)?;
                Ok(vec![])
            }
            "memref.copy" => {
                let src = pure_ops::memref_of(op, self.value(frame, env, operands[0])?)?;
                let dst = pure_ops::memref_of(op, self.value(frame, env, operands[1])?)?;
                let t = src.to_tensor();
                write_tensor(&dst, &t).map_err(err)?;
                Ok(vec![])
            }
            "memref.get_global" => {
                let sym = attrs::symbol(op, "name").ok_or_else(|| err("has no name".into()))?;
                if let Some(b) = self.global_buffers.get(&sym) {
                    return Ok(vec![Val::MemRef(b.clone())]);
                }
                let g = *self
                    .globals
                    .get(&sym)
                    .ok_or_else(|| err(format!("unknown global @{sym}")))?;
                let TypeInfo::MemRef { elem, shape, .. } = pure_ops::result_info(op, 0) else {
                    return Err(err("non-memref global".into()));
                };
                // A global without a readable initial value (`uninitialized`) holds the sentinel.
                let constant = g
                    .attribute("initial_value")
                    .ok()
                    .map(|init| attrs::constant_buffer(init, elem, &shape));
                let buffer = match constant {
                    Some(Ok(buffer)) => buffer,
                    _ => MemRef::alloc(elem, shape, sentinel(elem)).map_err(err)?,
                };
                self.global_buffers.insert(sym, buffer.clone());
                Ok(vec![Val::MemRef(buffer)])
            }
            "bufferization.to_tensor" => {
                let m = pure_ops::memref_of(op, self.value(frame, env, operands[0])?)?;
                Ok(vec![Val::Tensor(Rc::new(m.to_tensor()))])
            }
            "bufferization.to_buffer" | "bufferization.to_memref" => {
                let t = pure_ops::tensor_of(op, self.value(frame, env, operands[0])?)?;
                Ok(vec![Val::MemRef(MemRef::from_tensor(&t))])
            }
            "tensor.empty" => {
                let e = pure_ops::result_elem(op)?;
                let shape = pure_ops::static_shape(op, &pure_ops::result_info(op, 0))?;
                Ok(vec![Val::Tensor(Rc::new(
                    Tensor::filled(e, shape, sentinel(e)).map_err(err)?,
                ))])
            }
            _ => Err(err("is not supported by the interpreter".into())),
        }
    }
}

/// Writes `t` (row-major) into the view `dst`.
pub fn write_tensor(dst: &MemRef, t: &Tensor) -> Result<(), String> {
    if dst.shape != t.shape {
        return Err(format!("shape {:?} does not match {:?}", t.shape, dst.shape));
    }
    for (i, &x) in t.data.iter().enumerate() {
        let p = dst.position(&unravel(i as i64, &t.shape))?;
        dst.store.borrow_mut().set(p, x);
    }
    Ok(())
}

/// The value a `uop.reduce` / `uop.reduce_axis` starts from: the kind's identity, or -0 for a
/// float sum marked `from_negative_zero` (UOpTensorOps.td; the verifier allows it nowhere else).
fn reduce_start(op: &OperationRef, kind: &str, elem: ElemTy) -> Num {
    if kind == "add" && elem.is_float() && op.attribute("from_negative_zero").is_ok() {
        Num::F(-0.0)
    } else {
        scalar::reduce_identity(kind, elem)
    }
}
