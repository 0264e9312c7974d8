//! The NKI printer: walks an `axe.kernel` and writes Python. Structure (scf.for, index
//! arithmetic, allocations) prints as written; each Axe operator prints as the loop nest and
//! instruction that `axe-trainium` dispatch chooses from its layouts, with ragged HBM tiles
//! zero-filled on load and clipped by `min()` (current API) or masked (Beta 1, whose loop
//! indices are symbolic); Beta 1 results are written into their tiles in place.

use super::expr::{BinOp, Expr, Ranges};
use super::psum_blocks;
use super::resident::Resident;
use super::Api;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::read::{int_attr, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_dialects::{
    diagnostic::emit_error,
    tensor_type::{tensor_info, TensorInfo},
};
use axe_passes::trainium::dispatch::{scale, schedule_of, segment};
use axe_trainium::{memory::axis, AxisView, Instruction, Schedule, Scope};
use melior::ir::{
    attribute::{ArrayAttribute, IntegerAttribute, StringAttribute},
    operation::OperationLike,
    BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike,
};
use std::collections::{HashMap, HashSet};

/// What an SSA value is in the Python program.
#[derive(Clone)]
pub(super) enum Bound {
    Index(Expr),
    Tensor { name: String, info: TensorInfo },
}

pub struct Emitter {
    pub(super) api: Api,
    out: String,
    pub(super) depth: usize,
    pub(super) values: HashMap<usize, Bound>,
    taken: HashSet<String>,
    pub(super) ranges: Ranges,
    /// Loads kept resident across a loop (resident.rs): the tiles by alloc value, the copies
    /// issued early by op, the bytes per partition held now, and the writers of each tensor.
    pub(super) resident: HashMap<usize, Resident>,
    pub(super) hoisted: HashSet<usize>,
    pub(super) resident_bytes: i64,
    pub(super) writers: HashMap<usize, usize>,
}

pub(super) type Failed = ();

const MAP_FNS: &[&str] = &[
    "copy",
    "exp",
    "log",
    "tanh",
    "sigmoid",
    "relu",
    "square",
    "sqrt",
    "rsqrt",
    "reciprocal",
];
const BINARY_FNS: &[&str] = &[
    "add",
    "subtract",
    "multiply",
    "maximum",
    "minimum",
    "equal",
    "not_equal",
    "greater",
    "greater_equal",
    "less",
    "less_equal",
];
const REDUCE_FNS: &[&str] = &["add", "maximum", "minimum"];

pub(super) fn dtype(element: &str) -> String {
    let name = match element {
        "f32" => "float32",
        "f16" => "float16",
        "bf16" => "bfloat16",
        "tf32" => "tfloat32",
        "f8E4M3FN" => "float8_e4m3",
        "f8E5M2" => "float8_e5m2",
        "i8" => "int8",
        "i16" => "int16",
        "i32" => "int32",
        "i1" => "bool_",
        other => other,
    };
    format!("nl.{name}")
}

/// The 2-D (partitions, free elements) storage of an on-chip tensor; HBM tensors keep their shape.
pub(super) fn storage_shape(info: &TensorInfo) -> Vec<i64> {
    if info.scope == Scope::Hbm {
        return info.shape.clone();
    }
    let span = |name: &str| {
        info.layout.span(&axis(name)).unwrap_or(1) + info.layout.offset().get(&axis(name)).copied().unwrap_or(0)
    };
    let bank = axe_trainium::memory::bank_elements(info.elem_bytes);
    let free = if info.layout.axes().contains(&axis("Bank")) {
        span("Bank") * bank
    } else {
        span("F")
    };
    vec![span("P"), free]
}

fn tuple(values: &[i64]) -> String {
    match values {
        [one] => format!("({one},)"),
        _ => format!("({})", values.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")),
    }
}

impl Emitter {
    pub fn new(api: Api) -> Emitter {
        Emitter {
            api,
            out: String::new(),
            depth: 0,
            values: HashMap::new(),
            taken: HashSet::new(),
            ranges: Ranges::new(),
            resident: HashMap::new(),
            hoisted: HashSet::new(),
            resident_bytes: 0,
            writers: HashMap::new(),
        }
    }

    pub fn finish(self) -> String {
        self.out
    }

    pub(super) fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A fresh Python name based on `base`.
    pub(super) fn fresh(&mut self, base: &str) -> String {
        let base = if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            "t"
        } else {
            base
        };
        let mut name = base.to_owned();
        let mut n = 1;
        while self.taken.contains(&name) || is_keyword(&name) {
            name = format!("{base}{n}");
            n += 1;
        }
        self.taken.insert(name.clone());
        name
    }

    pub fn header(&mut self) {
        match self.api {
            Api::Current => {
                self.line("import nki");
                self.line("import nki.isa as nisa");
                self.line("import nki.language as nl");
            }
            Api::Legacy => {
                self.line("from neuronxcc import nki");
                self.line("import neuronxcc.nki.isa as nisa");
                self.line("import neuronxcc.nki.language as nl");
            }
        }
    }

    pub fn kernel(&mut self, op: &OperationRef) -> Result<(), Failed> {
        self.values.clear();
        self.taken.clear();
        self.ranges.clear();
        self.resident.clear();
        self.hoisted.clear();
        self.resident_bytes = 0;
        self.count_writers(op);
        let name = op
            .attribute("sym_name")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_owned())
            .unwrap_or_else(|| "kernel".into());
        let names = op
            .attribute("arg_names")
            .ok()
            .and_then(|a| ArrayAttribute::try_from(a).ok());
        if op.has_attribute("block") {
            emit_error(op, "is a GPU kernel (grid, block); NKI is for Trainium kernels: translate it with axe-translate --axe-to-ptx");
            return Err(());
        }
        let body = op
            .region_at(0)
            .and_then(|r| r.first_block())
            .ok_or_else(|| emit_error(op, "has no body"))?;
        let weights = super::weights::count(op);
        let mut args = vec![];
        for i in 0..body.argument_count() {
            let arg: Value = body.argument(i).map_err(|_| ())?.into();
            let given = names
                .as_ref()
                .and_then(|n| n.element(i).ok())
                .and_then(|a| StringAttribute::try_from(a).ok())
                .map(|s| s.value().to_owned())
                .unwrap_or_default();
            let py = self.fresh(&given);
            let info = tensor_info(arg.r#type()).ok_or_else(|| emit_error(op, "has a non-tensor argument"))?;
            self.values
                .insert(value_key(arg), Bound::Tensor { name: py.clone(), info });
            args.push(py);
        }
        // With weights or index arguments, `name` is the wrapper that narrows the indices
        // and passes the weights as the kernel's last arguments (weights.rs).
        let jit_name = if super::weights::has_wrapper(op) {
            self.fresh(&format!("{name}_kernel"))
        } else {
            name.clone()
        };
        self.line("");
        self.line("");
        self.line("@nki.jit");
        self.line(&format!("def {jit_name}({}):", args.join(", ")));
        self.depth += 1;
        self.block(&body)?;
        self.depth -= 1;
        let inputs = &args[..args.len().saturating_sub(weights)];
        super::weights::wrapper(self, op, &name, &jit_name, inputs)
    }

    /// The statements of `block`, one level in; `pass` where none is emitted (a kernel
    /// without results or work, a loop whose body was hoisted): Python needs one.
    fn block(&mut self, block: &BlockRef) -> Result<(), Failed> {
        let before = self.out.len();
        let mut current = block.first_operation();
        while let Some(op) = current {
            self.op(&op)?;
            current = op.next_in_block();
        }
        if self.out.len() == before {
            self.line("pass");
        }
        Ok(())
    }

    fn index(&self, op: &OperationRef, value: Value) -> Result<Expr, Failed> {
        match self.values.get(&value_key(value)) {
            Some(Bound::Index(e)) => Ok(e.clone()),
            _ => {
                emit_error(op, "uses an index value that the NKI emitter cannot express");
                Err(())
            }
        }
    }

    pub(super) fn tensor(&self, value: Value) -> Option<(String, TensorInfo)> {
        match self.values.get(&value_key(value)) {
            Some(Bound::Tensor { name, info }) => Some((name.clone(), info.clone())),
            _ => None,
        }
    }

    fn op(&mut self, op: &OperationRef) -> Result<(), Failed> {
        let name = op_name(op);
        let operand = |i: usize| op.operand(i).map_err(|_| ());
        match name {
            // A float constant is the value of an SBUF axe.fill, which reads it itself.
            "arith.constant" if fill_value(op).is_some() => {}
            "arith.constant" => {
                let value = op
                    .attribute("value")
                    .ok()
                    .and_then(|a| IntegerAttribute::try_from(a).ok());
                let Some(value) = value else {
                    emit_error(op, "is a non-integer constant, which the NKI emitter does not support");
                    return Err(());
                };
                self.bind(op, Expr::Int(value.value()));
            }
            "arith.addi" | "arith.subi" | "arith.muli" | "arith.floordivsi" | "arith.divsi" | "arith.divui"
            | "arith.remsi" | "arith.remui" | "arith.minsi" | "arith.maxsi" | "arith.cmpi" | "arith.ori" => {
                let (a, b) = (self.index(op, operand(0)?)?, self.index(op, operand(1)?)?);
                self.bind(op, arith_expr(op, name, a, b));
            }
            "axe.alloc" => {
                let result: Value = op.result(0).map_err(|_| ())?.into();
                let info = tensor_info(result.r#type()).ok_or(())?;
                let py = self.fresh(&alloc_name(op));
                if let Some(view) = self.resident_view(result) {
                    // A tile loaded before its loop (resident.rs): the view of its slot.
                    self.line(&format!("{py} = {view}"));
                    self.values.insert(value_key(result), Bound::Tensor { name: py, info });
                    return Ok(());
                }
                let shape = tuple(&storage_shape(&info));
                let dt = dtype(&info.element);
                let blocks = if self.api == Api::Legacy {
                    psum_blocks::psum_blocks(&info)
                } else {
                    None
                };
                let text = match (info.scope, self.api) {
                    (Scope::Psum, Api::Legacy) if let Some((banks, bank)) = blocks => {
                        psum_blocks::allocation(&py, storage_shape(&info)[0], banks, bank, &dt)
                    }
                    (Scope::Hbm, _) => format!("{py} = nl.ndarray({shape}, dtype={dt}, buffer=nl.shared_hbm)"),
                    (Scope::Sbuf, _) => format!("{py} = nl.ndarray({shape}, dtype={dt}, buffer=nl.sbuf)"),
                    (Scope::Psum, Api::Current) => format!("{py} = nl.ndarray({shape}, dtype={dt}, buffer=nl.psum)"),
                    // Beta 1 accumulates with `+=` into a zeroed PSUM tile.
                    (Scope::Psum, Api::Legacy) => format!("{py} = nl.zeros({shape}, dtype={dt}, buffer=nl.psum)"),
                };
                self.line(&text);
                self.values.insert(value_key(result), Bound::Tensor { name: py, info });
            }
            "scf.for" => self.for_loop(op)?,
            "scf.yield" => {}
            "axe.return" => {
                let names: Vec<String> = (0..op.operand_count())
                    .filter_map(|i| op.operand_at(i))
                    .filter_map(|v| self.tensor(v))
                    .map(|(n, _)| n)
                    .collect();
                if !names.is_empty() {
                    self.line(&format!("return {}", names.join(", ")));
                }
            }
            _ if self.is_hoisted(op) => {}
            "axe.gather" => self.gather(op)?,
            _ => match schedule_of(op) {
                Some(Ok(schedule)) => self.operator(op, name, &schedule)?,
                Some(Err(message)) => {
                    emit_error(op, &format!("cannot be dispatched to NKI: {message}"));
                    return Err(());
                }
                None => {
                    emit_error(op, "has no NKI lowering");
                    return Err(());
                }
            },
        }
        Ok(())
    }

    fn bind(&mut self, op: &OperationRef, e: Expr) {
        if let Some(result) = op.result_at(0) {
            let v: Value = result.into();
            self.values.insert(value_key(v), Bound::Index(e));
        }
    }

    fn for_loop(&mut self, op: &OperationRef) -> Result<(), Failed> {
        let lb = self.index(op, op.operand(0).map_err(|_| ())?)?;
        let ub = self.index(op, op.operand(1).map_err(|_| ())?)?;
        let step = self.index(op, op.operand(2).map_err(|_| ())?)?;
        if op.operand_count() > 3 {
            emit_error(op, "carries loop values, which the NKI emitter does not support");
            return Err(());
        }
        let body = op.region_at(0).and_then(|r| r.first_block()).ok_or(())?;
        let given = op
            .attribute(attribute_names::NAME)
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_owned())
            .unwrap_or_else(|| "i".into());
        let iv = self.fresh(&given);
        if let (Expr::Int(l), Expr::Int(u), Expr::Int(s)) = (&lb, &ub, &step) {
            if *s > 0 && u > l {
                // The last iteration lies in [l, u - 1]; computed in i128 as u - l may not fit i64.
                let (l, u, s) = (i128::from(*l), i128::from(*u), i128::from(*s));
                let last = l + (u - l - 1) / s * s;
                self.ranges.insert(iv.clone(), (l as i64, last as i64));
            }
        }
        let args = match (&lb, &step) {
            (Expr::Int(0), Expr::Int(1)) => ub.to_string(),
            (_, Expr::Int(1)) => format!("{lb}, {ub}"),
            _ => format!("{lb}, {ub}, {step}"),
        };
        let range = match self.api {
            Api::Current => "range",
            Api::Legacy => "nl.sequential_range",
        };
        let held = self.hoist_invariant_loads(op)?;
        self.line(&format!("for {iv} in {range}({args}):"));
        let arg: Value = body.argument(0).map_err(|_| ())?.into();
        self.values.insert(value_key(arg), Bound::Index(Expr::var(&iv)));
        self.depth += 1;
        self.block(&body)?;
        self.depth -= 1;
        self.release(held);
        Ok(())
    }

    /// The tensors of an operator in the schedule's view order, each with the offsets of its
    /// HBM region (zeros for a whole tensor).
    fn view_operands(&self, op: &OperationRef, name: &str) -> Result<Vec<(String, TensorInfo, Vec<Expr>)>, Failed> {
        // axe.fill's value is no view (Instruction::Memset reads it).
        let first = usize::from(name == "axe.fill");
        let values: Vec<Value> = (first..op.operand_count()).filter_map(|i| op.operand_at(i)).collect();
        let mut tensors = vec![];
        let mut offsets: Vec<Vec<Expr>> = vec![];
        let mut filled = 0;
        for v in &values {
            if let Some((n, info)) = self.tensor(*v) {
                offsets.push(vec![Expr::Int(0); info.shape.len()]);
                tensors.push((n, info));
                filled = 0;
            } else {
                // Offsets follow their tensor, one per dimension (the verifier checked).
                let e = self.index(op, *v)?;
                let slots = offsets.last_mut().ok_or(())?;
                *slots.get_mut(filled).ok_or(())? = e;
                filled += 1;
            }
        }
        let mut list: Vec<(String, TensorInfo, Vec<Expr>)> =
            tensors.into_iter().zip(offsets).map(|((n, i), o)| (n, i, o)).collect();
        if name == "axe.map" {
            // ODS order src, bias?, dst, sum?; view order src, dst, bias?, sum?.
            if segment(op, 1) > 0 {
                list.swap(1, 2);
            }
        }
        Ok(list)
    }

    pub(super) fn operator(&mut self, op: &OperationRef, name: &str, schedule: &Schedule) -> Result<(), Failed> {
        let operands = self.view_operands(op, name)?;
        // Loop variables of the nest.
        let loop_names: Vec<String> = schedule.loops.iter().map(|l| self.fresh_loop(&l.name)).collect();
        for (l, n) in schedule.loops.iter().zip(&loop_names) {
            self.ranges.insert(n.clone(), (0, l.extent - 1));
        }
        // View axes: start expressions and element counts.
        let mut starts: Vec<Vec<Expr>> = vec![];
        let mut counts: Vec<Vec<Expr>> = vec![];
        for ((_, info, offsets), view) in operands.iter().zip(&schedule.views) {
            let mut s = vec![];
            for (k, axis) in view.axes.iter().enumerate() {
                let mut e = if info.scope == Scope::Hbm {
                    offsets[k].clone()
                } else {
                    Expr::Int(0)
                };
                e = Expr::add(e, Expr::Int(axis.start.constant));
                for &(l, c) in &axis.start.terms {
                    e = Expr::add(e, Expr::mul(Expr::var(&loop_names[l]), Expr::Int(c)));
                }
                s.push(e);
            }
            counts.push(view.axes.iter().map(|a| Expr::Int(a.extent)).collect());
            starts.push(s);
        }
        // Ragged HBM regions. The current API clips each run to the array with min() and skips
        // instructions past its end; Beta 1 traces loop indices symbolically, so there the
        // instruction keeps its full tile and a mask drops the elements past the end.
        let mut guards: Vec<Expr> = vec![];
        let mut clips: Vec<(String, Expr)> = vec![];
        let mut masked: Vec<(usize, usize)> = vec![];
        let mut zero_fill = None;
        for (o, (tensor, info, _)) in operands.iter().enumerate() {
            if info.scope != Scope::Hbm {
                continue;
            }
            for (k, axis) in schedule.views[o].axes.iter().enumerate() {
                let dim = info.shape[k];
                let Some((min_start, max_start)) = starts[o][k].bounds(&self.ranges) else {
                    emit_error(
                        op,
                        "has an HBM offset whose range the NKI emitter cannot bound (or that passes 64 bits)",
                    );
                    return Err(());
                };
                // Accesses that the ranges prove out of bounds are errors, not skipped tiles.
                if min_start < 0 {
                    emit_error(op, &format!("accesses HBM tensor {tensor} out of bounds: its offset in dimension {k} can be {min_start}"));
                    return Err(());
                }
                if min_start >= dim {
                    emit_error(
                        op,
                        &format!(
                            "accesses HBM tensor {tensor} out of bounds: its offset in dimension {k} is at least {min_start}, past its {dim} elements"
                        ),
                    );
                    return Err(());
                }
                let last = (axis.extent - 1)
                    .checked_mul(axis.step)
                    .and_then(|span| span.checked_add(max_start));
                if last.is_some_and(|last| last < dim) {
                    continue;
                }
                zero_fill = Some(1 - o);
                if self.api == Api::Legacy {
                    masked.push((o, k));
                    continue;
                }
                if max_start >= dim {
                    guards.push(Expr::bin(BinOp::Lt, starts[o][k].clone(), Expr::Int(dim)));
                }
                if !axis.index {
                    let left = Expr::bin(BinOp::Sub, Expr::Int(dim), starts[o][k].clone());
                    let left = if axis.step == 1 {
                        left
                    } else {
                        Expr::bin(
                            BinOp::FloorDiv,
                            Expr::add(left, Expr::Int(axis.step - 1)),
                            Expr::Int(axis.step),
                        )
                    };
                    let var = self.fresh(if k + 1 == info.shape.len() { "cols" } else { "rows" });
                    clips.push((var.clone(), Expr::min(Expr::Int(axis.extent), left)));
                    // Every axis of the same run shrinks with it.
                    for (p, view) in schedule.views.iter().enumerate() {
                        for (q, other) in view.axes.iter().enumerate() {
                            if other.run.is_some() && other.run == axis.run {
                                counts[p][q] = Expr::var(&var);
                            }
                        }
                    }
                }
            }
        }
        if let Some(chip) = zero_fill.filter(|_| schedule.instruction == Instruction::DmaCopy) {
            // Elements of a load that lie outside the array read as zero.
            if operands[0].1.scope == Scope::Hbm {
                let t = &operands[chip].0;
                // The value's type matches the tile's (an integer 0 for a mask).
                let zero = if operands[chip].1.element.starts_with('i') {
                    "0"
                } else {
                    "0.0"
                };
                match self.api {
                    Api::Current => self.line(&format!("nisa.memset(dst={t}, value={zero})")),
                    Api::Legacy => self.line(&format!("{t}[...] = nl.zeros({t}.shape, dtype={t}.dtype)")),
                }
            }
        }
        let infos: Vec<&TensorInfo> = operands.iter().map(|(_, info, _)| info).collect();
        let axes: Vec<&[AxisView]> = schedule.views.iter().map(|v| v.axes.as_slice()).collect();
        let bank_loop = self.split_at_banks(op, &infos, &axes, &mut starts, &mut counts)?;
        let mut views: Vec<String> = Vec::with_capacity(operands.len());
        for (o, (n, info, _)) in operands.iter().enumerate() {
            let blocks = if self.api == Api::Legacy {
                psum_blocks::psum_blocks(info)
            } else {
                None
            };
            let Some((_, bank)) = blocks else {
                views.push(render(n, info, &schedule.views[o].axes, &starts[o], &counts[o]));
                continue;
            };
            let Some(view) = psum_blocks::render(n, &schedule.views[o].axes, &starts[o], &counts[o], bank) else {
                emit_error(op, &format!("accesses PSUM tensor {n} across its banks; Beta 1 NKI's PSUM tiles hold one bank ({bank} elements) each"));
                return Err(());
            };
            views.push(view);
        }
        let depth = self.depth;
        let nest = loop_names
            .iter()
            .cloned()
            .zip(schedule.loops.iter().map(|l| l.extent))
            .chain(bank_loop);
        for (n, extent) in nest {
            let range = match self.api {
                Api::Current => format!("range({extent})"),
                Api::Legacy => format!("nl.affine_range({extent})"),
            };
            self.line(&format!("for {n} in {range}:"));
            self.depth += 1;
        }
        for (var, e) in &clips {
            self.line(&format!("{var} = {e}"));
        }
        if let Some(g) = guards.into_iter().reduce(|a, b| Expr::bin(BinOp::And, a, b)) {
            self.line(&format!("if {g}:"));
            self.depth += 1;
        }
        // Beta 1 slices of an HBM array of another rank than the tile (AxeOps.td, axe.copy) do
        // not line up with the tile's axes as numpy shapes; arange indices put each run where
        // the tile has it.
        let reranked = (self.api == Api::Legacy && schedule.instruction == Instruction::DmaCopy)
            .then(|| operands.iter().position(|(_, info, _)| info.scope == Scope::Hbm))
            .flatten()
            .filter(|&h| operands[h].1.shape.len() != operands[1 - h].1.shape.len());
        if let Some(hbm) = masked.first().map(|m| m.0).or(reranked) {
            let mask = self.mask(schedule, &operands, &starts, hbm, &masked, &mut views);
            let mask = if mask.is_empty() {
                String::new()
            } else {
                format!(", mask={mask}")
            };
            let chip = 1 - hbm;
            let text = if hbm == 0 {
                format!("{} = nl.load({}{mask})", whole(&views[chip]), views[hbm])
            } else {
                format!("nl.store({}, value={}{mask})", views[hbm], views[chip])
            };
            self.line(&text);
            self.depth = depth;
            return Ok(());
        }
        let instruction = self.instruction(op, schedule, &views, &loop_names, &operands)?;
        self.line(&instruction);
        self.depth = depth;
        Ok(())
    }

    /// A Beta 1 ragged or reranked copy: indexes HBM operand `hbm`'s view with `nl.arange`
    /// tiles (one per run of the on-chip view: partitions down, free elements across) and
    /// returns the mask that keeps the elements inside the array (empty when none is needed).
    fn mask(
        &mut self,
        schedule: &Schedule,
        operands: &[(String, TensorInfo, Vec<Expr>)],
        starts: &[Vec<Expr>],
        hbm: usize,
        masked: &[(usize, usize)],
        views: &mut [String],
    ) -> String {
        let mut tiles: Vec<(usize, String)> = vec![];
        for (a, axis) in schedule.views[1 - hbm].axes.iter().enumerate() {
            let Some(run) = axis.run else { continue };
            let name = self.fresh_loop(if a == 0 { "i_p" } else { "i_f" });
            let shape = if a == 0 { "[:, None]" } else { "[None, :]" };
            self.line(&format!("{name} = nl.arange({}){shape}", axis.extent));
            tiles.push((run, name));
        }
        let mut index = vec![];
        let mut conditions = vec![];
        for (k, axis) in schedule.views[hbm].axes.iter().enumerate() {
            let tile = tiles.iter().find(|(r, _)| Some(*r) == axis.run);
            let e = match tile {
                Some((_, var)) => Expr::add(starts[hbm][k].clone(), Expr::mul(Expr::var(var), Expr::Int(axis.step))),
                None => starts[hbm][k].clone(),
            };
            if masked.contains(&(hbm, k)) {
                conditions.push(format!("({e} < {})", operands[hbm].1.shape[k]));
            }
            index.push(e.to_string());
        }
        views[hbm] = format!("{}[{}]", operands[hbm].0, index.join(", "));
        conditions.join(" & ")
    }

    pub(super) fn fresh_loop(&mut self, base: &str) -> String {
        // Loop variables of a nest may repeat across nests but not shadow a program name.
        let mut name = base.to_owned();
        let mut n = 1;
        while self.taken.contains(&name) {
            name = format!("{base}{n}");
            n += 1;
        }
        name
    }

    fn instruction(
        &self,
        op: &OperationRef,
        schedule: &Schedule,
        v: &[String],
        loops: &[String],
        operands: &[(String, TensorInfo, Vec<Expr>)],
    ) -> Result<String, Failed> {
        let legacy = self.api == Api::Legacy;
        let fn_name = |table: &[&'static str]| -> &'static str {
            table
                .get(int_attr(op, "fn").unwrap_or(0) as usize)
                .copied()
                .unwrap_or("add")
        };
        Ok(match schedule.instruction {
            Instruction::Matmul => {
                if legacy {
                    format!("{} += nisa.nc_matmul({}, {})", v[2], v[0], v[1])
                } else {
                    let k: Vec<String> = schedule
                        .loops
                        .iter()
                        .zip(loops)
                        .filter(|(l, _)| l.dim == 2)
                        .map(|(_, n)| format!("{n} > 0"))
                        .collect();
                    let accumulate = if op.attribute("accumulate").is_ok() {
                        "True".to_owned()
                    } else if k.is_empty() {
                        "False".to_owned()
                    } else {
                        format!("({})", k.join(" or "))
                    };
                    format!(
                        "nisa.nc_matmul(dst={}, stationary={}, moving={}, accumulate={accumulate})",
                        v[2], v[0], v[1]
                    )
                }
            }
            Instruction::DmaCopy => match (legacy, operands[0].1.scope, operands[1].1.scope) {
                (true, Scope::Hbm, _) => format!("{} = nl.load({})", whole(&v[1]), v[0]),
                (true, _, Scope::Hbm) => format!("nl.store({}, value={})", v[1], v[0]),
                _ => format!("nisa.dma_copy(dst={}, src={})", v[1], v[0]),
            },
            Instruction::TransposeThroughPsum => {
                // A PSUM block per instruction: the TensorE transpose writes PSUM, an engine copy
                // moves it to the destination (and casts).
                // The block is src's view transposed: its free elements become partitions (src
                // may hold either logical dimension on its partitions).
                let view = &schedule.views[0].axes;
                let (partitions, free) = (view[0].extent, view[1].extent);
                let src = &operands[0].1;
                let scratch = format!("{}_T", operands[0].0);
                let allocate = if legacy { "nl.zeros" } else { "nl.ndarray" };
                let lines = [
                    format!(
                        "{scratch} = {allocate}(({free}, {partitions}), dtype={}, buffer=nl.psum)",
                        dtype(&src.element)
                    ),
                    if legacy {
                        format!("{scratch}[...] = nisa.nc_transpose({})", v[0])
                    } else {
                        format!("nisa.nc_transpose(dst={scratch}, data={})", v[0])
                    },
                    if legacy {
                        format!(
                            "{} = nl.copy({scratch}, dtype={})",
                            whole(&v[1]),
                            dtype(&operands[1].1.element)
                        )
                    } else {
                        format!("nisa.tensor_copy(dst={}, src={scratch})", v[1])
                    },
                ];
                let indent = "    ".repeat(self.depth);
                lines.join(&format!("\n{indent}"))
            }
            Instruction::TensorCopy => {
                if legacy {
                    format!(
                        "{} = nl.copy({}, dtype={})",
                        whole(&v[1]),
                        v[0],
                        dtype(&operands[1].1.element)
                    )
                } else {
                    format!("nisa.tensor_copy(dst={}, src={})", v[1], v[0])
                }
            }
            Instruction::Transpose => {
                if legacy {
                    format!("{} = nisa.nc_transpose({})", whole(&v[1]), v[0])
                } else {
                    format!("nisa.nc_transpose(dst={}, data={})", v[1], v[0])
                }
            }
            Instruction::Reciprocal => {
                if legacy {
                    format!("{} = nisa.reciprocal({})", whole(&v[1]), v[0])
                } else {
                    format!("nisa.reciprocal(dst={}, data={})", v[1], v[0])
                }
            }
            Instruction::Activation => {
                let has_bias = segment(op, 1) > 0;
                let has_sum = segment(op, 3) > 0;
                let mut args = vec![format!("op=nl.{}", fn_name(MAP_FNS)), format!("data={}", v[0])];
                if has_bias {
                    args.push(format!("bias={}", v[2]));
                }
                let s = scale(op);
                if s != 1.0 {
                    args.push(format!("scale={s:?}"));
                }
                if has_sum {
                    let sum = &v[if has_bias { 3 } else { 2 }];
                    if legacy {
                        return Ok(format!(
                            "{} = nisa.activation_reduce({}, reduce_op=nl.add, reduce_res={sum})",
                            whole(&v[1]),
                            args.join(", ")
                        ));
                    }
                    args.push(format!(
                        "reduce_op=nl.add, reduce_res={sum}, reduce_cmd=nisa.reduce_cmd.reset_reduce"
                    ));
                }
                if legacy {
                    format!("{} = nisa.activation({})", whole(&v[1]), args.join(", "))
                } else {
                    format!("nisa.activation(dst={}, {})", v[1], args.join(", "))
                }
            }
            Instruction::TensorTensor => {
                let f = fn_name(BINARY_FNS);
                if legacy {
                    format!("{} = nisa.tensor_tensor({}, {}, op=nl.{f})", whole(&v[2]), v[0], v[1])
                } else {
                    format!(
                        "nisa.tensor_tensor(dst={}, data1={}, data2={}, op=nl.{f})",
                        v[2], v[0], v[1]
                    )
                }
            }
            Instruction::TensorScalar => {
                let f = fn_name(BINARY_FNS);
                if legacy {
                    format!(
                        "{} = nisa.tensor_scalar({}, op0=nl.{f}, operand0={})",
                        whole(&v[2]),
                        v[0],
                        v[1]
                    )
                } else {
                    format!(
                        "nisa.tensor_scalar(dst={}, data={}, op0=nl.{f}, operand0={})",
                        v[2], v[0], v[1]
                    )
                }
            }
            Instruction::Memset | Instruction::CopyPredicated if legacy => {
                emit_error(
                    op,
                    &format!(
                        "has no Beta 1 NKI form ({}); emit the current NKI API",
                        schedule.instruction.name()
                    ),
                );
                return Err(());
            }
            Instruction::Memset => {
                let value = op.operand_at(0).and_then(|v| axe_dialects::ir::read::defining_op(v));
                let Some(value) = value.as_ref().and_then(fill_value) else {
                    emit_error(op, "fills with a value that is not a float constant");
                    return Err(());
                };
                format!("nisa.memset(dst={}, value={})", v[0], python_float(value))
            }
            Instruction::CopyPredicated => format!(
                "nisa.tensor_copy_predicated(dst={}, src={}, predicate={})",
                v[2], v[1], v[0]
            ),
            Instruction::TensorReduce => {
                let f = fn_name(REDUCE_FNS);
                let negate = if op.attribute("negate").is_ok() {
                    ", negate=True"
                } else {
                    ""
                };
                if legacy {
                    format!(
                        "{} = nisa.tensor_reduce(nl.{f}, {}, axis=(1,){negate})",
                        whole(&v[1]),
                        v[0]
                    )
                } else {
                    format!(
                        "nisa.tensor_reduce(dst={}, op=nl.{f}, data={}, axis=(1,){negate})",
                        v[1], v[0]
                    )
                }
            }
        })
    }
}

/// The Python name an `axe.alloc` asks for (its `name` attribute; empty when absent).
/// The value of a float `arith.constant`.
fn fill_value(op: &OperationRef) -> Option<f64> {
    (op_name(op) == "arith.constant")
        .then(|| op.attribute("value").ok())
        .flatten()
        .and_then(|a| melior::ir::attribute::FloatAttribute::try_from(a).ok())
        .map(|f| f.value())
}

/// `value` as a Python float expression (infinities and NaN have no literal).
fn python_float(value: f64) -> String {
    if value.is_nan() {
        "float('nan')".into()
    } else if value.is_infinite() {
        format!("float('{}inf')", if value < 0.0 { "-" } else { "" })
    } else {
        format!("{value:?}")
    }
}

pub(super) fn alloc_name(op: &OperationRef) -> String {
    op.attribute("name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_owned())
        .unwrap_or_default()
}

/// The index expression of a binary `arith` op on `a` and `b`.
pub(super) fn arith_expr(op: &OperationRef, name: &str, a: Expr, b: Expr) -> Expr {
    match name {
        "arith.addi" => Expr::add(a, b),
        "arith.subi" => Expr::bin(BinOp::Sub, a, b),
        "arith.muli" => Expr::mul(a, b),
        // Index values here are non-negative offsets, where all divisions agree.
        "arith.floordivsi" | "arith.divsi" | "arith.divui" => Expr::bin(BinOp::FloorDiv, a, b),
        "arith.remsi" | "arith.remui" => Expr::bin(BinOp::Mod, a, b),
        "arith.minsi" => Expr::min(a, b),
        "arith.maxsi" => Expr::Max(Box::new(a), Box::new(b)),
        "arith.ori" => Expr::bin(BinOp::Or, a, b),
        _ => {
            let ops = [
                BinOp::Eq,
                BinOp::Ne,
                BinOp::Lt,
                BinOp::Le,
                BinOp::Gt,
                BinOp::Ge,
                BinOp::Lt,
                BinOp::Le,
                BinOp::Gt,
                BinOp::Ge,
            ];
            let p = int_attr(op, "predicate").unwrap_or(0) as usize;
            Expr::bin(ops[p.min(9)], a, b)
        }
    }
}

/// The target of a Beta 1 assignment: the tile written in place (`t[...] = value`), never a
/// rebinding of the Python name, which Beta 1's once-traced loop bodies would not carry.
fn whole(view: &str) -> String {
    if view.contains('[') {
        view.to_owned()
    } else {
        format!("{view}[...]")
    }
}

/// `name[...]` for a view: integer indices for dropped HBM dimensions, `start:end[:step]`
/// slices otherwise; the bare name when the view is the whole tensor.
fn render(name: &str, info: &TensorInfo, axes: &[AxisView], starts: &[Expr], counts: &[Expr]) -> String {
    let storage = storage_shape(info);
    let whole = axes
        .iter()
        .zip(starts)
        .zip(counts)
        .zip(&storage)
        .all(|(((a, s), c), &n)| !a.index && a.step == 1 && *s == Expr::Int(0) && *c == Expr::Int(n));
    if whole {
        return name.to_owned();
    }
    let parts: Vec<String> = axes
        .iter()
        .zip(starts)
        .zip(counts)
        .map(|((a, s), c)| {
            if a.index {
                return s.to_string();
            }
            let end = Expr::add(s.clone(), Expr::mul(c.clone(), Expr::Int(a.step)));
            if a.step == 1 {
                format!("{s}:{end}")
            } else {
                format!("{s}:{end}:{}", a.step)
            }
        })
        .collect();
    format!("{name}[{}]", parts.join(", "))
}

fn is_keyword(name: &str) -> bool {
    matches!(
        name,
        "nki"
            | "nl"
            | "nisa"
            | "min"
            | "max"
            | "range"
            | "in"
            | "is"
            | "if"
            | "for"
            | "def"
            | "return"
            | "lambda"
            | "class"
            | "and"
            | "or"
            | "not"
            | "None"
            | "True"
            | "False"
            | "pass"
            | "with"
            | "as"
            | "from"
            | "import"
            | "del"
            | "global"
            | "while"
            | "else"
            | "elif"
            | "try"
            | "yield"
    )
}
