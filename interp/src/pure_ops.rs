//! Ops whose results depend only on their operand values: constants, scalar and
//! elementwise arithmetic, comparisons, selects, conversions, vector shuffles and memref
//! views. One definition serves the interpreter and the GPU emulator, which evaluates
//! these ops once per thread (or once per block when every operand is the same in all
//! threads).

use super::{
    attrs,
    error::InterpError,
    scalar,
    types::{type_info, TypeInfo},
    value::{row_major_strides, ElemTy, MemRef, Num, Tensor, Val},
    vector_ops,
};
use axe_dialects::ir::OperationAt;
use axe_dialects::ir::{i64_array, int_attr, op_name};
use melior::ir::{operation::OperationLike, OperationRef, ValueLike};
use std::rc::Rc;

type R<T> = Result<T, InterpError>;

/// Two-operand elementwise ops, evaluated by [`scalar::binary`].
const BINARY: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.divsi",
    "arith.divui",
    "arith.remsi",
    "arith.remui",
    "arith.floordivsi",
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.shli",
    "arith.shrsi",
    "arith.shrui",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "index.add",
    "index.sub",
    "index.mul",
    "index.divs",
    "index.divu",
    "index.ceildivs",
    "index.ceildivu",
    "index.floordivs",
    "index.rems",
    "index.remu",
    "index.maxs",
    "index.maxu",
    "index.mins",
    "index.minu",
    "index.shl",
    "index.shrs",
    "index.shru",
    "index.and",
    "index.or",
    "index.xor",
    "uop.floormod",
    "math.powf",
    "math.fpowi",
    "math.atan2",
    "math.copysign",
];

/// One-operand elementwise ops, evaluated by [`scalar::unary`].
const UNARY: &[&str] = &[
    "arith.negf",
    "math.absf",
    "math.absi",
    "math.ctpop",
    "math.ceil",
    "math.floor",
    "math.trunc",
    "math.round",
    "math.roundeven",
    "math.sqrt",
    "math.rsqrt",
    "math.cbrt",
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.sin",
    "math.cos",
    "math.tan",
    "math.tanh",
    "math.sinh",
    "math.cosh",
    "math.asin",
    "math.acos",
    "math.atan",
    "math.asinh",
    "math.acosh",
    "math.atanh",
    "math.erf",
    "math.erfc",
];

/// Element type conversions, evaluated by [`scalar::convert`].
const CONVERT: &[&str] = &[
    "arith.index_cast",
    "arith.index_castui",
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptosi",
    "arith.fptoui",
    "arith.extf",
    "arith.truncf",
    "arith.bitcast",
    "index.casts",
    "index.castu",
    "uop.cast",
];

/// The other pure ops (each has its own case in [`eval`]).
const OTHER: &[&str] = &[
    "arith.constant",
    "index.constant",
    "index.bool.constant",
    "index.sizeof",
    "math.fma",
    "arith.cmpi",
    "index.cmp",
    "arith.cmpf",
    "uop.cmp",
    "arith.select",
    "uop.where",
    "vector.broadcast",
    "vector.reduction",
    "vector.transpose",
    "vector.to_elements",
    "vector.from_elements",
    "memref.cast",
    "memref.assume_alignment",
    "memref.dim",
    "tensor.dim",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.reshape",
    "memref.reinterpret_cast",
    "memref.subview",
    "tensor.extract",
    "tensor.from_elements",
    "llvm.mlir.undef",
    "llvm.mlir.poison",
    "llvm.insertvalue",
    "llvm.extractvalue",
];

/// Which list an op name is in.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Binary,
    Unary,
    Convert,
    Other,
}

/// Every name of the lists above, for one lookup per evaluated op.
static KINDS: std::sync::LazyLock<rustc_hash::FxHashMap<&'static str, Kind>> = std::sync::LazyLock::new(|| {
    let lists = [
        (BINARY, Kind::Binary),
        (UNARY, Kind::Unary),
        (CONVERT, Kind::Convert),
        (OTHER, Kind::Other),
    ];
    lists
        .iter()
        .flat_map(|&(names, kind)| names.iter().map(move |&n| (n, kind)))
        .collect()
});

/// Whether `op` computes its results from its operand values alone, so that [`eval`] may
/// run it on evaluated operands.
pub fn is_pure(op: &OperationRef) -> bool {
    is_pure_named(op, op_name(op))
}

/// [`is_pure`] for an op whose name the caller has already read.
pub fn is_pure_named(op: &OperationRef, name: &str) -> bool {
    match name {
        "vector.extract" => op.operand_count() == 1,
        "vector.insert" => op.operand_count() == 2,
        n => KINDS.contains_key(n),
    }
}

/// How an elementwise pure op computes one element of its result from its operands' elements
/// (each with its element type), as [`elementwise`] applies it.
#[derive(Clone, Copy, Debug)]
enum Rule<'c> {
    /// [`scalar::binary`] (its name read once), [`scalar::unary`], [`scalar::convert`] by the
    /// op's short name.
    Binary(scalar::BinaryOp<'c>),
    Unary(&'c str),
    Convert(&'c str),
    Fma,
    /// `arith.cmpi` / `index.cmp` / `arith.cmpf` predicates, or `uop.cmp`'s (`uop`).
    Cmp {
        predicate: i64,
        uop: bool,
    },
    Select,
}

impl Rule<'_> {
    /// How many operands the rule reads.
    fn arity(self) -> usize {
        match self {
            Rule::Unary(_) | Rule::Convert(_) => 1,
            Rule::Binary(_) | Rule::Cmp { .. } => 2,
            Rule::Fma | Rule::Select => 3,
        }
    }

    /// One element of the result, of type `out`.
    fn apply(self, out: ElemTy, x: &[(ElemTy, Num)]) -> Result<Num, String> {
        match self {
            Rule::Binary(op) => op.apply(x[0].0, x[0].1, x[1].1),
            Rule::Unary(s) => scalar::unary(s, x[0].0, x[0].1),
            Rule::Convert(s) => scalar::convert(s, x[0].0, out, x[0].1),
            Rule::Fma => Ok(Num::F(scalar::round(
                out,
                x[0].1.float().mul_add(x[1].1.float(), x[2].1.float()),
            ))),
            Rule::Cmp { predicate, uop } => {
                let (e, a, b) = (x[0].0, x[0].1, x[1].1);
                let r = if e.is_float() {
                    let p = if uop {
                        [4, 13, 1][predicate as usize % 3]
                    } else {
                        predicate
                    };
                    scalar::cmpf(p, a.float(), b.float())?
                } else {
                    let p = if uop {
                        [2, 1, 0][predicate as usize % 3]
                    } else {
                        predicate
                    };
                    scalar::cmpi(p, e.width(), a.int(), b.int())?
                };
                Ok(Num::I(if r { -1 } else { 0 }))
            }
            Rule::Select => Ok(if x[0].1.int() != 0 { x[1].1 } else { x[2].1 }),
        }
    }
}

/// The rule of the elementwise op `op` named `name` and its result element type; `None` for
/// the other pure ops; an error where the op's result type or predicate is unreadable.
fn elementwise_rule<'c>(op: &OperationRef, name: &'c str) -> R<Option<(Rule<'c>, ElemTy)>> {
    let s = name.split_once('.').map_or(name, |(_, s)| s);
    let rule = match KINDS.get(name) {
        Some(Kind::Binary) => Rule::Binary(scalar::BinaryOp::new(s)),
        Some(Kind::Unary) => Rule::Unary(s),
        Some(Kind::Convert) => Rule::Convert(s),
        _ => match name {
            "math.fma" => Rule::Fma,
            "arith.select" | "uop.where" => Rule::Select,
            "arith.cmpi" | "index.cmp" | "arith.cmpf" | "uop.cmp" => {
                let predicate = if name == "index.cmp" {
                    let word = attrs::enum_word(op, "pred").unwrap_or_default();
                    ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
                        .iter()
                        .position(|w| *w == word)
                        .map(|p| p as i64)
                } else {
                    int_attr(op, "predicate")
                }
                .ok_or_else(|| InterpError::at(op, "has no readable predicate"))?;
                let uop = name == "uop.cmp";
                return Ok(Some((Rule::Cmp { predicate, uop }, ElemTy::Int(1))));
            }
            _ => return Ok(None),
        },
    };
    Ok(Some((rule, result_elem(op)?)))
}

/// An elementwise pure op with one result, decoded once (its name, rule and result type), so
/// that evaluating it on scalars, the interpreter's innermost work, reads nothing of the IR.
#[derive(Clone, Copy, Debug)]
pub struct Scalar<'c> {
    pub name: &'c str,
    rule: Rule<'c>,
    out: ElemTy,
}

impl<'c> Scalar<'c> {
    /// `op` decoded, when it is an elementwise pure op with one result and the operands its
    /// rule reads (otherwise [`eval`] runs it, and reports what is wrong with it).
    pub fn decode(op: &OperationRef<'c, '_>) -> Option<Scalar<'c>> {
        let name = op_name(op);
        let (rule, out) = elementwise_rule(op, name).ok()??;
        (op.result_count() == 1 && op.operand_count() == rule.arity()).then_some(Scalar { name, rule, out })
    }

    /// The result of the decoded op `op` on `args`, when they are all scalars: what [`eval`]
    /// gives, without a vector of results. `None` for other operands (tensors: run [`eval`]).
    pub fn eval(&self, op: &OperationRef, args: &[Val]) -> Option<R<Val>> {
        let mut xs = [(ElemTy::Index, Num::I(0)); 3];
        if args.len() != self.rule.arity() {
            return None;
        }
        for (x, a) in xs.iter_mut().zip(args) {
            match a {
                Val::Scalar(e, n) => *x = (*e, *n),
                _ => return None,
            }
        }
        let result = self.rule.apply(self.out, &xs[..args.len()]);
        Some(
            result
                .map(|n| Val::Scalar(self.out, n))
                .map_err(|m| InterpError::at(op, m)),
        )
    }
}

/// The results of the pure op `op` (see [`is_pure`]) on operand values `args`.
pub fn eval(op: &OperationRef, args: &[Val]) -> R<Vec<Val>> {
    let name = op_name(op);
    let err = |m: String| InterpError::at(op, m);
    let arg = |i: usize| args.get(i).cloned().ok_or_else(|| err(format!("has no operand {i}")));
    let int = |i: usize| match arg(i)? {
        Val::Scalar(e, n) if !e.is_float() => Ok(n.int()),
        other => Err(err(format!("expected an integer operand, got a {}", other.kind()))),
    };
    let one = |v: Val| Ok(vec![v]);
    if let Some((rule, out)) = elementwise_rule(op, name)? {
        return one(elementwise(op, args, out, |x| rule.apply(out, x))?);
    }
    match name {
        "arith.constant" | "index.constant" | "index.bool.constant" => {
            let a = op.attribute("value").map_err(|_| err("has no value".into()))?;
            let ty = op.result(0).map_err(|_| err("has no result".into()))?.r#type();
            one(attrs::constant(a, ty).map_err(err)?)
        }
        "index.sizeof" => one(Val::index(64)),
        "vector.broadcast" => {
            let TypeInfo::Tensor(elem, shape) = result_info(op, 0) else {
                return Err(err("broadcasts to a non-vector".into()));
            };
            match arg(0)? {
                Val::Scalar(_, n) => one(Val::Tensor(Rc::new(Tensor::filled(elem, shape, n).map_err(err)?))),
                other => Err(err(format!("broadcasts a {}", other.kind()))),
            }
        }
        "vector.reduction" => {
            let kind = op
                .attribute("kind")
                .map(|a| a.to_string())
                .map_err(|_| err("has no kind".into()))?;
            let kind = kind
                .trim_start_matches("#vector.kind<")
                .trim_end_matches('>')
                .to_string();
            let value = tensor_of(op, arg(0)?)?;
            let acc = match args.get(1) {
                Some(Val::Scalar(_, n)) => Some(*n),
                Some(other) => return Err(err(format!("has an accumulator that is a {}", other.kind()))),
                None => None,
            };
            let n = vector_ops::reduction(&kind, &value, acc).map_err(err)?;
            one(Val::Scalar(value.elem, n))
        }
        "vector.extract" => {
            let position = i64_array(op, "static_position").ok_or_else(|| err("has no static position".into()))?;
            let value = tensor_of(op, arg(0)?)?;
            one(match vector_ops::extract(&value, &position).map_err(err)? {
                Ok(n) => Val::Scalar(value.elem, n),
                Err(row) => Val::Tensor(Rc::new(row)),
            })
        }
        "vector.insert" => {
            let position = i64_array(op, "static_position").ok_or_else(|| err("has no static position".into()))?;
            let source = match arg(0)? {
                Val::Scalar(_, n) => vec![n],
                Val::Tensor(t) => t.data.clone(),
                other => return Err(err(format!("inserts a {}", other.kind()))),
            };
            let dest = tensor_of(op, arg(1)?)?;
            one(Val::Tensor(Rc::new(
                vector_ops::insert(&source, &dest, &position).map_err(err)?,
            )))
        }
        // An LLVM struct of f32 fields (a wgmma accumulator) is a vector of them.
        "llvm.mlir.undef" | "llvm.mlir.poison" => {
            let ty = op.result(0).map_err(|_| err("has no result".into()))?.r#type();
            let fields = f32_struct_fields(&ty.to_string()).ok_or_else(|| {
                err(format!(
                    "makes a {ty}; the interpreter takes LLVM structs of f32 fields"
                ))
            })?;
            let undefined = super::eval::sentinel(ElemTy::F32);
            one(Val::Tensor(Rc::new(Tensor {
                elem: ElemTy::F32,
                shape: vec![fields as i64],
                data: vec![undefined; fields],
            })))
        }
        "llvm.insertvalue" | "llvm.extractvalue" => {
            let position = i64_array(op, "position")
                .filter(|p| p.len() == 1)
                .ok_or_else(|| err("has no one-field position".into()))?;
            // `llvm.insertvalue %value, %container[i]` has operands (container, value).
            let whole = tensor_of(op, arg(0)?)?;
            let field = usize::try_from(position[0])
                .ok()
                .filter(|&f| f < whole.data.len())
                .ok_or_else(|| {
                    err(format!(
                        "names field {} of a struct of {}",
                        position[0],
                        whole.data.len()
                    ))
                })?;
            if name == "llvm.extractvalue" {
                return one(Val::Scalar(whole.elem, whole.data[field]));
            }
            let Val::Scalar(_, value) = arg(1)? else {
                return Err(err("inserts a non-scalar".into()));
            };
            let mut data = whole.data.clone();
            data[field] = value;
            one(Val::Tensor(Rc::new(Tensor {
                data,
                ..whole.as_ref().clone()
            })))
        }
        "vector.transpose" => {
            let permutation = i64_array(op, "permutation").ok_or_else(|| err("has no permutation".into()))?;
            let value = tensor_of(op, arg(0)?)?;
            one(Val::Tensor(Rc::new(
                vector_ops::transpose(&value, &permutation).map_err(err)?,
            )))
        }
        "vector.to_elements" => {
            let value = tensor_of(op, arg(0)?)?;
            Ok(value.data.iter().map(|&n| Val::Scalar(value.elem, n)).collect())
        }
        "vector.from_elements" | "tensor.from_elements" => {
            let elem = result_elem(op)?;
            let shape = static_shape(op, &result_info(op, 0))?;
            let data = args
                .iter()
                .map(|a| match a {
                    Val::Scalar(_, n) => Ok(*n),
                    other => Err(err(format!("takes a {}", other.kind()))),
                })
                .collect::<R<_>>()?;
            one(Val::Tensor(Rc::new(Tensor { elem, shape, data })))
        }
        "memref.cast" | "memref.assume_alignment" => one(arg(0)?),
        "memref.dim" | "tensor.dim" => {
            let d = int(1)? as usize;
            let shape = match arg(0)? {
                Val::MemRef(m) => m.shape,
                Val::Tensor(t) => t.shape.clone(),
                _ => return Err(err("needs a shaped operand".into())),
            };
            one(Val::index(
                *shape.get(d).ok_or_else(|| err(format!("dimension {d} out of range")))?,
            ))
        }
        "memref.collapse_shape" | "memref.expand_shape" | "memref.reshape" => {
            let src = memref_of(op, arg(0)?)?;
            let shape = static_shape(op, &result_info(op, 0))?;
            if !src.is_identity_view() || src.store.borrow().len() as i64 != shape.iter().product::<i64>() {
                return Err(err(
                    "of a non-contiguous view is not supported by the interpreter".into()
                ));
            }
            one(Val::MemRef(MemRef {
                strides: row_major_strides(&shape),
                shape,
                ..src
            }))
        }
        "memref.reinterpret_cast" => {
            let src = memref_of(op, arg(0)?)?;
            let get = |n: &str| attrs::i64_array(op, n).ok_or_else(|| err(format!("has no '{n}'")));
            // Dynamic entries (i64::MIN in the static lists) take the operands after the source in turn.
            let mut dynamic = (1..args.len()).map(|i| match &args[i] {
                Val::Scalar(_, n) => Ok(n.int()),
                other => Err(err(format!(
                    "takes a {} as a dynamic offset, size or stride",
                    other.kind()
                ))),
            });
            let mut resolve = |list: Vec<i64>| -> R<Vec<i64>> {
                list.into_iter()
                    .map(|v| {
                        if v == i64::MIN {
                            dynamic
                                .next()
                                .unwrap_or_else(|| Err(err("misses a dynamic operand".into())))
                        } else {
                            Ok(v)
                        }
                    })
                    .collect()
            };
            let (offset, sizes, strides) = (
                resolve(get("static_offsets")?)?,
                resolve(get("static_sizes")?)?,
                resolve(get("static_strides")?)?,
            );
            let last = sizes.iter().zip(&strides).try_fold(offset[0], |end, (&n, &s)| {
                if n == 0 {
                    Some(end)
                } else {
                    (n - 1).checked_mul(s).and_then(|d| end.checked_add(d))
                }
            });
            let fits =
                sizes.contains(&0) || last.is_some_and(|end| offset[0] >= 0 && end < src.store.borrow().len() as i64);
            if sizes.iter().chain(&strides).any(|&v| v < 0) || !fits {
                return Err(err(format!(
                    "views offset {} sizes {sizes:?} strides {strides:?}, outside its buffer of {} elements",
                    offset[0],
                    src.store.borrow().len()
                )));
            }
            one(Val::MemRef(MemRef {
                offset: offset[0],
                shape: sizes,
                strides,
                ..src
            }))
        }
        "memref.subview" => {
            // A box of the source with steps (upstream bufferization's view of a slice);
            // a rank-reducing one drops unit dimensions the result type does not list.
            let src = memref_of(op, arg(0)?)?;
            let get = |n: &str| attrs::i64_array(op, n).ok_or_else(|| err(format!("has no '{n}'")));
            let (offsets, sizes, steps) = (get("static_offsets")?, get("static_sizes")?, get("static_strides")?);
            if offsets.iter().chain(&sizes).chain(&steps).any(|&v| v == i64::MIN) {
                return Err(err(
                    "with dynamic offsets, sizes or strides is not supported by the interpreter".into(),
                ));
            }
            let result_shape = static_shape(op, &result_info(op, 0))?;
            let offset = src.offset + offsets.iter().zip(&src.strides).map(|(o, s)| o * s).sum::<i64>();
            let (mut shape, mut strides) = (Vec::new(), Vec::new());
            for (d, &size) in sizes.iter().enumerate() {
                if result_shape.get(shape.len()) == Some(&size) {
                    shape.push(size);
                    strides.push(src.strides[d] * steps[d]);
                } else if size != 1 {
                    return Err(err(format!(
                        "drops dimension {d} of size {size} (only unit dimensions can be dropped)"
                    )));
                }
            }
            if shape != result_shape {
                return Err(err("has sizes that do not give its result type".into()));
            }
            one(Val::MemRef(MemRef {
                offset,
                shape,
                strides,
                ..src
            }))
        }
        "tensor.extract" => {
            let t = tensor_of(op, arg(0)?)?;
            let idx = (1..args.len()).map(int).collect::<R<Vec<_>>>()?;
            let p = MemRef::from_tensor(&t).position(&idx).map_err(err)?;
            one(Val::Scalar(t.elem, t.data[p]))
        }
        _ => Err(err("is not a pure op (an internal error of the interpreter)".into())),
    }
}

pub(super) fn result_info(op: &OperationRef, i: usize) -> TypeInfo {
    op.result_at(i)
        .map(|r| type_info(r.r#type()))
        .unwrap_or(TypeInfo::Other("none".into()))
}

pub(super) fn memref_of(op: &OperationRef, v: Val) -> R<MemRef> {
    match v {
        Val::MemRef(m) => Ok(m),
        other => Err(InterpError::at(
            op,
            format!("expected a memref, got a {}", other.kind()),
        )),
    }
}

pub(super) fn tensor_of(op: &OperationRef, v: Val) -> R<Rc<Tensor>> {
    match v {
        Val::Tensor(t) => Ok(t),
        other => Err(InterpError::at(
            op,
            format!("expected a tensor, got a {}", other.kind()),
        )),
    }
}

/// Applies `f` element by element over scalar or same-shape tensor operands.
fn elementwise(
    op: &OperationRef,
    args: &[Val],
    out: ElemTy,
    f: impl Fn(&[(ElemTy, Num)]) -> Result<Num, String>,
) -> R<Val> {
    let err = |m: String| InterpError::at(op, m);
    let shape = args.iter().find_map(|a| {
        if let Val::Tensor(t) = a {
            Some(t.shape.clone())
        } else {
            None
        }
    });
    match shape {
        None => {
            let xs: Vec<(ElemTy, Num)> = args
                .iter()
                .map(|a| match a {
                    Val::Scalar(e, n) => Ok((*e, *n)),
                    other => Err(err(format!("expected a scalar, got a {}", other.kind()))),
                })
                .collect::<R<_>>()?;
            Ok(Val::Scalar(out, f(&xs).map_err(err)?))
        }
        Some(shape) => {
            let n: i64 = shape.iter().product();
            let mut data = Vec::with_capacity(n as usize);
            let mut xs = Vec::with_capacity(args.len());
            for i in 0..n as usize {
                xs.clear();
                for a in args {
                    xs.push(match a {
                        Val::Scalar(e, v) => (*e, *v),
                        Val::Tensor(t) if t.shape == shape => (t.elem, t.data[i]),
                        other => return Err(err(format!("mismatched elementwise operand ({})", other.kind()))),
                    });
                }
                data.push(f(&xs).map_err(err)?);
            }
            Ok(Val::Tensor(Rc::new(Tensor { elem: out, shape, data })))
        }
    }
}

pub(super) fn result_elem(op: &OperationRef) -> R<ElemTy> {
    match result_info(op, 0) {
        TypeInfo::Scalar(e) | TypeInfo::Tensor(e, _) => Ok(e),
        TypeInfo::MemRef { elem, .. } => Ok(elem),
        other => Err(InterpError::at(op, format!("unsupported result type {other}"))),
    }
}

pub(super) fn static_shape(op: &OperationRef, info: &TypeInfo) -> R<Vec<i64>> {
    match info {
        TypeInfo::Tensor(_, s) | TypeInfo::MemRef { shape: s, .. } if s.iter().all(|&d| d >= 0) => Ok(s.clone()),
        other => Err(InterpError::at(op, format!("needs a static shape, got {other}"))),
    }
}

/// The number of fields of `!llvm.struct<(f32, f32, ...)>`, when every field is f32.
fn f32_struct_fields(ty: &str) -> Option<usize> {
    let fields = ty.strip_prefix("!llvm.struct<(")?.strip_suffix(")>")?;
    let names: Vec<&str> = fields.split(',').map(str::trim).collect();
    names.iter().all(|&f| f == "f32").then_some(names.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axe_dialects::ir::value_key;
    use melior::ir::{BlockLike, Module, RegionLike};

    /// Elementwise ops of each rule, on types where rounding, wrapping and errors differ.
    const OPS: &str = r#"
func.func @ops(%h: f16, %g: f16, %f: f32, %e: f32, %i: i8, %j: i8, %x: index, %y: index, %c: i1) {
  %0 = arith.addf %h, %g : f16
  %1 = arith.mulf %f, %e : f32
  %2 = arith.divsi %i, %j : i8
  %3 = arith.shli %i, %j : i8
  %4 = arith.maxnumf %f, %e : f32
  %5 = index.floordivs %x, %y
  %6 = uop.floormod %x, %y : index
  %7 = math.absf %f : f32
  %8 = arith.extf %h : f16 to f32
  %9 = arith.truncf %f : f32 to f16
  %10 = arith.fptosi %f : f32 to i8
  %11 = math.fma %f, %e, %f : f32
  %12 = arith.cmpf olt, %f, %e : f32
  %13 = arith.cmpi sgt, %i, %j : i8
  %14 = index.cmp ult(%x, %y)
  %15 = uop.cmp lt %f, %e : f32 -> i1
  %16 = arith.select %c, %f, %e : f32
  return
}
"#;

    #[test]
    fn decoded_ops_compute_what_eval_computes() {
        let context = axe_dialects::create_context();
        let module = Module::parse(&context, OPS).expect("the test module parses");
        let function = module.body().first_operation().expect("one function");
        let body = function.region(0).unwrap().first_block().unwrap();
        let types: Vec<ElemTy> = (0..body.argument_count())
            .map(|i| match type_info(body.argument(i).unwrap().r#type()) {
                TypeInfo::Scalar(e) => e,
                other => panic!("argument {i} is a {other}"),
            })
            .collect();
        let samples = [
            0.0,
            -0.0,
            1.5,
            -3.25,
            65504.0,
            1e-8,
            127.0,
            -128.0,
            f64::NAN,
            f64::INFINITY,
        ];
        let value = |e: ElemTy, s: f64| {
            Val::Scalar(
                e,
                if e.is_float() {
                    Num::F(scalar::round(e, s))
                } else {
                    Num::I(scalar::wrap(e.width(), s as i128))
                },
            )
        };
        let (mut ops, mut compared) = (0, 0);
        let mut current = body.first_operation();
        while let Some(op) = current {
            current = op.next_in_block();
            if op_name(&op) == "func.return" {
                continue;
            }
            let decoded = Scalar::decode(&op).unwrap_or_else(|| panic!("{} is not decoded", op_name(&op)));
            ops += 1;
            let arg_types: Vec<ElemTy> = op
                .operands()
                .map(|v| {
                    let is_v = |i: &usize| value_key(body.argument(*i).unwrap().into()) == value_key(v);
                    types[(0..body.argument_count()).find(is_v).expect("operands are arguments")]
                })
                .collect();
            for (k, &a) in samples.iter().enumerate() {
                for &b in &samples[k % 3..] {
                    let args: Vec<Val> = arg_types
                        .iter()
                        .enumerate()
                        .map(|(i, &e)| value(e, if i == 1 { b } else { a }))
                        .collect();
                    let general = eval(&op, &args).map(|r| format!("{r:?}")).map_err(|e| e.message);
                    let fast = decoded
                        .eval(&op, &args)
                        .expect("scalar operands")
                        .map(|r| format!("{:?}", [r]))
                        .map_err(|e| e.message);
                    assert_eq!(fast, general, "{} on {args:?}", op_name(&op));
                    compared += 1;
                }
            }
        }
        assert_eq!(ops, 17);
        assert!(compared > 17 * 50);
    }
}
