//! One GPU `axe.kernel` to a GPU kernel function: buffers for its tensors, the thread's ids,
//! then each operator in program order ([`super::copy`], [`super::gemm`]).

use super::cluster::Cluster;
use super::options::DispatchOptions;
use super::place::{flat_in, memref_type, tensor_of, Buffer, Threads};
use super::roles::{self, Roles};
use super::tma::{self, Tma};
use super::{copy, gemm, shared};
use crate::gpu::builder::axes::gpu_id;
use crate::gpu::builder::{erase, memory, replace_uses, Builder};
use crate::gpu::map_ranges::set_launch;
use axe_dialects::diagnostic::emit_error;
use axe_dialects::ir::attribute_names;
use axe_dialects::ir::build::InsertionPoint;
use axe_dialects::ir::read::{array_values, for_each_nested, i64_array, op_key, op_name, value_key};
use axe_dialects::ir::OperationAt;
use axe_schedule::gpu_memory::GpuScope;
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, StringAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::FunctionType,
        Attribute, Block, BlockLike, OperationRef, Region, RegionLike, Type, TypeLike, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;

/// The tensors' buffers by the SSA value of the tensor.
pub type Buffers<'c, 'a> = HashMap<usize, Buffer<'c, 'a>>;

/// The buffer of tensor `value`: a kernel argument or result, or an `axe.alloc` at the kernel's
/// top (a tensor yielded by a loop or branch has none).
pub fn buffer_of<'b, 'c, 'a>(buffers: &'b Buffers<'c, 'a>, value: Value<'c, 'a>) -> Result<&'b Buffer<'c, 'a>, String> {
    buffers.get(&value_key(value)).ok_or_else(|| {
        "uses a tensor that is neither an argument of the kernel nor an axe.alloc at its top".to_string()
    })
}

/// Lowers `kernel` and returns its driver and kernel function; errors are emitted at the op they concern.
/// With `options.tma` (sm_90), its asynchronous copies are TMA copies where all of them can be
/// ([`tma`]); its shared tensors are static buffers or views of dynamic shared memory ([`shared`]).
///
/// `given` fixes the memref types of the arguments (a uop kernel's, [`crate::gpu::tensor_cores`]):
/// an argument whose layout's own memref differs takes the given one, static and row-major with
/// room for the layout's span, and is addressed flat through a `memref.collapse_shape`.
pub fn lower<'c, 'a>(
    context: &'c Context,
    kernel: OperationRef<'c, 'a>,
    given: &[Type<'c>],
    options: &DispatchOptions,
) -> Result<Lowered<'c, 'a>, ()> {
    let fail = |op: &OperationRef, message: &str| {
        emit_error(op, message);
    };
    let pad = |v: Vec<i64>| -> [i64; 3] {
        [
            v.first().copied().unwrap_or(1),
            v.get(1).copied().unwrap_or(1),
            v.get(2).copied().unwrap_or(1),
        ]
    };
    let (Some(grid), Some(block)) = (i64_array(&kernel, "grid"), i64_array(&kernel, "block")) else {
        fail(&kernel, "needs 'grid' and 'block' to be a GPU kernel");
        return Err(());
    };
    let (grid, block) = (pad(grid), pad(block));
    let function_type = FunctionType::try_from(
        TypeAttribute::try_from(kernel.attribute("function_type").map_err(|_| ())?)
            .map_err(|_| ())?
            .value(),
    )
    .map_err(|_| ())?;
    let inputs: Vec<Type> = (0..function_type.input_count())
        .map(|i| function_type.input(i).expect("in range"))
        .collect();
    let outputs: Vec<Type> = (0..function_type.result_count())
        .map(|i| function_type.result(i).expect("in range"))
        .collect();
    let mut memrefs = Vec::new();
    let mut tensors = Vec::new();
    let mut collapsed = Vec::new();
    for (i, ty) in inputs.iter().chain(&outputs).enumerate() {
        let tensor = tensor_of(*ty).ok_or_else(|| fail(&kernel, &format!("takes {ty}, not a GPU tensor")))?;
        let (mut memref, mut addressing) = memref_type(context, &tensor).map_err(|e| fail(&kernel, &e))?;
        let outer = given.get(i).copied().filter(|&g| g != memref);
        if let Some(outer) = outer {
            addressing = flat_in(&tensor, outer).map_err(|e| fail(&kernel, &format!("argument {i}: {e}")))?;
            memref = outer;
        }
        collapsed.push(outer.is_some());
        memrefs.push(memref);
        tensors.push((tensor, addressing));
    }

    let mut cluster = Cluster::of(&kernel, grid).map_err(|why| fail(&kernel, &why))?;
    let mut plan = if options.tma {
        tma::plan(&kernel, &tensors, inputs.len())
    } else {
        tma::Plan::default()
    };
    // wgmma reads its operands through the async proxy, at addresses its swizzle reads whole.
    let mut wgmma_operands = Vec::new();
    for_each_nested(&kernel, &mut |op| {
        if op_name(&op) == "axe.gemm" && copy::scope_of(&op) == "warpgroup" {
            wgmma_operands.extend(op.operands().map(value_key));
        }
    });
    // wgmma and TMA swizzle absolute addresses; TMA writes from multiples of 128 bytes (a TMA
    // destination's alignment is at least its swizzle's period).
    let absolute = |plan: &tma::Plan, key: usize| {
        plan.alignments
            .get(&key)
            .copied()
            .or(wgmma_operands.contains(&key).then_some(1))
    };
    let layout_of = |plan: &tma::Plan| {
        shared::layout(
            &shared_buffers(context, &kernel, &|key| absolute(plan, key)),
            match (!plan.has_loads(), options.empty_barriers) {
                (true, _) => 0,
                (false, false) => 1,
                (false, true) => 2,
            },
            options.max_shared_bytes,
        )
    };
    let layout = match layout_of(&plan) {
        Ok(layout) => layout,
        Err(why) if plan.has_loads() => {
            axe_dialects::diagnostic::emit_remark(
                &kernel,
                &format!("keeps cp.async: with the TMA copies' mbarrier ring it {why}"),
            );
            plan = plan.without_loads();
            layout_of(&plan).map_err(|e| fail(&kernel, &e))?
        }
        Err(why) => {
            fail(&kernel, &why);
            return Err(());
        }
    };
    // A cluster shares the copies its blocks make alike, which only TMA multicasts.
    if cluster.is_some() && !plan.has_loads() {
        axe_dialects::diagnostic::emit_remark(
            &kernel,
            "runs without its cluster: its copies are no TMA copies, and only TMA multicasts a copy to the cluster's blocks",
        );
        cluster = None;
    }
    if let Some(c) = &cluster {
        for_each_nested(&kernel, &mut |op| {
            if plan.copies.contains_key(&op_key(&op)) && c.reads_alike(&op) {
                plan.multicast.insert(op_key(&op));
            }
        });
    }
    // A producer warpgroup joins the block where the copies and products allow it.
    let producer = options.producer_warpgroup
        && match roles::refused(block, plan.has_loads(), !wgmma_operands.is_empty()) {
            None if !options.empty_barriers => {
                fail(
                    &kernel,
                    "a producer warpgroup needs empty-barriers: the consumers free the stages on empty mbarriers",
                );
                return Err(());
            }
            None => true,
            Some(why) => {
                axe_dialects::diagnostic::emit_remark(&kernel, &format!("runs without a producer warpgroup: {why}"));
                false
            }
        };
    if producer && !plan.stores.is_empty() {
        fail(
            &kernel,
            "a TMA store orders the block's writes of its source with a block barrier, which a producer warpgroup does not reach: store without producer-warpgroup",
        );
        return Err(());
    }
    let launch_block = if producer {
        [block[0] + roles::PRODUCER_THREADS, 1, 1]
    } else {
        block
    };
    let pointer = Type::parse(context, "!llvm.ptr").expect("the pointer type");

    // The function, with the kernel's body, one more argument per result and one per tensor map.
    let at = Builder::before(context, kernel).expect("in a module");
    let name = StringAttribute::try_from(kernel.attribute("sym_name").map_err(|_| ())?)
        .map_err(|_| ())?
        .value()
        .to_string();
    let signature = |name: &str, maps: usize| {
        let arg_attrs: Vec<String> = (0..memrefs.len() + maps)
            .map(|i| {
                if i < inputs.len() || i >= memrefs.len() {
                    "{}".into()
                } else {
                    format!("{{uop.output = {} : i64}}", i - inputs.len())
                }
            })
            .collect();
        let types: Vec<Type> = memrefs
            .iter()
            .copied()
            .chain(std::iter::repeat_n(pointer, maps))
            .collect();
        [
            at.named("sym_name", StringAttribute::new(context, name).into()),
            at.named(
                "function_type",
                TypeAttribute::new(FunctionType::new(context, &types, &[]).into()).into(),
            ),
            at.named(
                "arg_attrs",
                Attribute::parse(context, &format!("[{}]", arg_attrs.join(", "))).expect("argument attributes"),
            ),
        ]
    };
    // The driver keeps the kernel's name and launches it (what the PTX sidecar describes and
    // axe-run calls); the kernel function is `NAME_kernel`.
    let kernel_name = format!("{name}_kernel");
    let driver_body = Block::new(&memrefs.iter().map(|t| (*t, kernel.location())).collect::<Vec<_>>());
    let driver_args: Vec<Value> = (0..memrefs.len())
        .map(|i| driver_body.argument(i).expect("in range").into())
        .collect();
    let elements: Vec<Type> = plan.descriptors.iter().map(|d| tensors[d.argument].0.element).collect();
    driver_body.append_operation(
        OperationBuilder::new("func.call", kernel.location())
            .add_attributes(&[at.named(
                "callee",
                Attribute::parse(context, &format!("@{kernel_name}")).expect("a symbol"),
            )])
            .add_operands(&driver_args)
            .build()
            .expect("a call"),
    );
    driver_body.append_operation(
        OperationBuilder::new("func.return", kernel.location())
            .build()
            .expect("a return"),
    );
    let driver_region = Region::new();
    driver_region.append_block(driver_body);
    let driver = at.insert(
        OperationBuilder::new("func.func", kernel.location())
            .add_attributes(&signature(&name, 0))
            .add_regions([driver_region]),
    );
    let call = driver
        .region_at(0)
        .and_then(|r| r.first_block())
        .and_then(|b| b.first_operation())
        .expect("the driver's call");
    tma::pass_maps(context, call, &plan.descriptors, &elements);
    let maps: Vec<(tma::Descriptor, Type)> = plan.descriptors.iter().cloned().zip(elements.iter().copied()).collect();
    let func = at.insert(
        OperationBuilder::new("func.func", kernel.location())
            .add_attributes(&signature(&kernel_name, plan.descriptors.len()))
            .add_attributes(&[
                at.named(attribute_names::KERNEL, Attribute::unit(context)),
                at.named("sym_visibility", StringAttribute::new(context, "private").into()),
            ])
            .add_regions([Region::new()]),
    );
    set_launch(context, func, launch_block, grid);
    if let Some(c) = &cluster {
        let mut f = unsafe { melior::ir::operation::OperationRefMut::from_raw(func.to_raw()) };
        melior::ir::operation::OperationMutLike::set_attribute(
            &mut f,
            attribute_names::GPU_KNOWN_CLUSTER_SIZE,
            DenseI32ArrayAttribute::new(context, &c.sizes.map(|s| s as i32)).into(),
        );
    }
    if let Some(bytes) = layout.dynamic {
        let mut f = unsafe { melior::ir::operation::OperationRefMut::from_raw(func.to_raw()) };
        melior::ir::operation::OperationMutLike::set_attribute(
            &mut f,
            attribute_names::DYNAMIC_SHARED_BYTES,
            Attribute::parse(context, &format!("{bytes} : i64")).expect("an integer"),
        );
    }
    unsafe {
        mlir_sys::mlirRegionTakeBody(
            func.region(0).expect("one region").to_raw(),
            kernel.region(0).expect("one region").to_raw(),
        )
    };
    erase(kernel);
    let entry = func
        .region(0)
        .expect("one region")
        .first_block()
        .expect("the kernel's body");
    let top = Builder(InsertionPoint {
        context,
        block: entry,
        before: entry.first_operation(),
        location: func.location(),
    });
    let mut buffers: Buffers = HashMap::new();
    let mut arguments = Vec::new();
    for (i, memref) in memrefs.iter().enumerate() {
        let argument: Value = if i < inputs.len() {
            let a: Value = entry.argument(i).expect("one argument per input").into();
            unsafe { mlir_sys::mlirValueSetType(a.to_raw(), memref.to_raw()) };
            a
        } else {
            entry.add_argument(*memref, func.location())
        };
        arguments.push(argument);
        let (tensor, addressing) = tensors[i].clone();
        // A flat layout in a buffer of higher rank reads it through a one-dimensional view.
        let memref = match axe_passes::kernel_ir::memref_shape(*memref).filter(|_| collapsed[i]) {
            Some((shape, element)) => {
                axe_passes::kernel_ir::build::Builder::before(context, top.before.expect("the kernel's body has ops"))
                    .flat_view(argument, &shape, element)
            }
            None => argument,
        };
        buffers.insert(
            value_key(argument),
            Buffer {
                memref,
                tensor,
                addressing,
            },
        );
    }
    let map_args: Vec<Value> = plan
        .descriptors
        .iter()
        .map(|_| entry.add_argument(pointer, func.location()))
        .collect();

    // The thread's ids, first in the body; then the allocations.
    let threads_in_block = block.iter().product::<i64>();
    let tid = linear_id(&top, "gpu.thread_id", launch_block);
    let block_linear = linear_id(&top, "gpu.block_id", grid);
    // Within CUDA's per-dimension limits (the verifier's) a grid of blocks can pass 2^63 threads.
    let Some(grid_threads) = grid.iter().try_fold(threads_in_block, |n, &g| n.checked_mul(g)) else {
        fail(&func, "launches more than 2^63 threads");
        return Err(());
    };
    let threads = Threads::new(&top, tid, block_linear, threads_in_block, grid_threads);
    let dynamic = layout.dynamic.map(|_| shared::start(&top, layout.alignment));
    let roles = producer.then(|| Roles::start(&top, tid, threads_in_block));
    let tma = (!plan.is_empty()).then(|| {
        Tma::start(
            &top,
            plan,
            tid,
            &map_args,
            &elements,
            options.empty_barriers.then_some(threads_in_block),
            roles.as_ref(),
            cluster.as_ref(),
        )
    });
    // What only the consumers run (every operator but the TMA copies and the waits, which
    // split the work themselves): in a branch on their predicate when there is a producer.
    let consumers_only = |at: Builder<'c, 'a>| roles::consumers_only(roles.as_ref().map(|r| r.consumer), &at);

    let mut ops = Vec::new();
    for_each_nested(&func, &mut |op| {
        if op_name(&op).starts_with("axe.") {
            ops.push(op);
        }
    });
    let returned: Vec<Value> = ops
        .iter()
        .filter(|o| op_name(o) == "axe.return")
        .flat_map(|o| o.operands().collect::<Vec<_>>())
        .collect();
    let mut failed = false;
    let wgmma: Vec<OperationRef> = ops
        .iter()
        .filter(|o| op_name(o) == "axe.gemm" && copy::scope_of(o) == "warpgroup")
        .copied()
        .collect();
    // In such a kernel every thread fences its own shared writes for the async proxy: after a
    // synchronous copy or fill into shared memory, and after its cp.async groups land.
    let proxy_fence = |at: &Builder<'c, 'a>| {
        if !wgmma.is_empty() {
            memory::async_proxy_fence(at);
        }
    };
    // The destination (the last tensor operand) is a shared tensor.
    let writes_shared = |op: &OperationRef<'c, 'a>| {
        op.operands()
            .filter_map(|v| tensor_of(v.r#type()))
            .last()
            .is_some_and(|t| t.scope == GpuScope::Shared)
    };
    // The TMA state for the copies into shared memory (a kernel that only stores by TMA waits
    // for its cp.async copies as any other).
    let tma_loads = tma.as_ref().filter(|t| t.plan.has_loads());
    // A write into a buffer that TMA stores read waits until they have read it. (The kernel's
    // arguments are memrefs by now: the destination is found by its operand position.)
    let writes_store_source = |op: &OperationRef<'c, 'a>| {
        let destination = match op_name(op) {
            "axe.copy" => op
                .attribute("operandSegmentSizes")
                .ok()
                .and_then(array_values)
                .and_then(|s| op.operand_at(1 + s[1] as usize)),
            "axe.fill" => op.operands().last(),
            _ => None,
        };
        tma.as_ref()
            .zip(destination)
            .is_some_and(|(t, d)| t.is_store_source(value_key(d)))
    };
    for op in &ops {
        let at = Builder::before(context, *op).expect("in a block");
        if let (Some(t), true) = (&tma, writes_store_source(op)) {
            t.free_store_source(&at);
        }
        if op_name(op) == "axe.copy" && op.has_attribute("async") && tma::is_store(op) {
            if tma.as_ref().is_none_or(|t| t.store_of(op_key(op)).is_none()) {
                let why = if options.tma {
                    let returned: Vec<usize> = returned.iter().map(|&v| value_key(v)).collect();
                    tma::store_plan(op, Some(entry), &tensors, inputs.len(), &returned)
                        .err()
                        .unwrap_or_default()
                } else {
                    "is asynchronous, which needs tma=true (sm_90)".to_string()
                };
                fail(
                    op,
                    &format!(
                        "is an asynchronous copy from shared to global memory, which only a TMA store makes; it {why}"
                    ),
                );
                failed = true;
                continue;
            }
        }
        let copies_by_tma = tma
            .as_ref()
            .is_some_and(|t| t.copy_of(op_key(op)).is_some() || t.store_of(op_key(op)).is_some());
        let at = match op_name(op) {
            "axe.gemm" | "axe.wait_gemm" | "axe.fill" => consumers_only(at),
            "axe.copy" if !copies_by_tma => consumers_only(at),
            _ => at,
        };
        let done = match op_name(op) {
            "axe.alloc" => {
                let key = value_key(op.result(0).expect("one result").into());
                let place = Place {
                    alignment: layout.alignments.get(&key).copied().unwrap_or(16),
                    offset: layout.offsets.get(&key).copied(),
                    dynamic,
                };
                allocate(&top, *op, &returned, &arguments[inputs.len()..], &mut buffers, place)
            }
            "axe.copy" => copy::dispatch(&at, *op, &buffers, &threads, tma.as_ref(), options.stmatrix).map(|()| {
                // A TMA store fences its source's writes itself, once for the whole block.
                if !op.has_attribute("async") && writes_shared(op) && !writes_store_source(op) {
                    proxy_fence(&at);
                }
            }),
            "axe.gemm" => gemm::dispatch(&at, *op, &buffers, &threads),
            "axe.fill" => fill(&at, *op, &buffers, &threads).map(|()| {
                if writes_shared(op) {
                    proxy_fence(&at);
                }
            }),
            "axe.wait_async" => {
                let pending = axe_dialects::ir::read::int_attr(op, "pending").unwrap_or(0);
                // TMA writes through the async proxy that wgmma reads through: only cp.async's
                // writes need the fence.
                match tma_loads {
                    Some(tma) => tma.wait(&at, pending),
                    None => {
                        crate::gpu::builder::async_copy::wait(&at, pending);
                        proxy_fence(&at);
                    }
                }
                match tma_loads {
                    Some(t) if t.empties.is_some() => {}
                    Some(t) => t.after_wait(&at),
                    None => crate::gpu::builder::memory::barrier(&at),
                }
                Ok(())
            }
            "axe.wait_gemm" => {
                super::wgmma::wait(&at, *op);
                Ok(())
            }
            "axe.return" => {
                if let Some(t) = &tma {
                    t.finish(&at);
                }
                at.insert(OperationBuilder::new("func.return", op.location()));
                Ok(())
            }
            other => Err(format!("has no GPU schedule ('{other}' is a Trainium operator)")),
        };
        if let Err(message) = done {
            fail(op, &message);
            failed = true;
        }
    }
    if failed {
        return Err(());
    }
    // The block's setup ends before the program's first operator (erased below): a constant
    // marks the place, whose next op is then the program's first.
    let setup_end = roles.as_ref().and_then(|_| {
        melior::ir::operation::OperationResult::try_from(top.index(0))
            .ok()
            .map(|r| r.owner())
    });
    for op in ops.iter().rev() {
        if op_name(op) == "axe.alloc" {
            let result: Value = op.result(0).expect("one result").into();
            replace_uses(result, buffers[&value_key(result)].memref);
        }
        erase(*op);
    }
    if let (Some(roles), Some(marker)) = (&roles, setup_end) {
        if let (true, Some(program)) = (options.specialize_roles, marker.next_in_block()) {
            roles.specialize(context, func, program, launch_block.iter().product());
        }
        erase(marker);
    }
    Ok(Lowered {
        driver,
        kernel: func,
        maps,
    })
}

/// What a GPU `axe.kernel` becomes: the driver `@name` that launches the kernel function
/// `@name_kernel`.
pub struct Lowered<'c, 'a> {
    pub driver: OperationRef<'c, 'a>,
    pub kernel: OperationRef<'c, 'a>,
    /// The tensor maps the kernel takes after its buffers ([`tma::pass_maps`] makes them at a call).
    pub maps: Vec<(tma::Descriptor, Type<'c>)>,
}

/// `x + sizes.x * (y + sizes.y * z)` of the GPU ids `name` (`gpu.thread_id`, `gpu.block_id`),
/// a dimension of size 1 read as 0.
fn linear_id<'c, 'a>(at: &Builder<'c, 'a>, name: &str, sizes: [i64; 3]) -> Value<'c, 'a> {
    let id = |dim: &str, size: i64| {
        if size > 1 {
            gpu_id(at, name, dim, size)
        } else {
            at.index(0)
        }
    };
    let (x, y, z) = (id("x", sizes[0]), id("y", sizes[1]), id("z", sizes[2]));
    let yz = at.binary("arith.addi", y, at.binary("arith.muli", z, at.index(sizes[1])));
    at.binary("arith.addi", x, at.binary("arith.muli", yz, at.index(sizes[0])))
}

/// Where a shared tensor goes ([`shared::layout`]): its alignment, and its offset in dynamic
/// shared memory (from the start `dynamic` gives) when the kernel uses it.
struct Place<'c, 'a> {
    alignment: i64,
    offset: Option<i64>,
    dynamic: Option<shared::Start<'c, 'a>>,
}

/// A `shared` tensor gets its buffer at the top of the kernel (a static workgroup alloca, or a
/// view of dynamic shared memory), a `reg` tensor its alloca; a `global` one must be a result,
/// whose buffer is the caller's.
fn allocate<'c, 'a>(
    top: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
    returned: &[Value<'c, 'a>],
    results: &[Value<'c, 'a>],
    buffers: &mut Buffers<'c, 'a>,
    place: Place<'c, 'a>,
) -> Result<(), String> {
    let result: Value = op.result(0).expect("one result").into();
    let tensor = tensor_of(result.r#type()).ok_or("allocates a Trainium tensor in a GPU kernel")?;
    if op.block() != Some(top.block) {
        return Err("allocates inside a loop or branch; a GPU kernel allocates its tensors once, at its top".into());
    }
    let buffer = match tensor.scope {
        GpuScope::Global => {
            let i = returned.iter().position(|v| *v == result).ok_or("allocates global memory that the kernel does not return; a GPU kernel's global tensors are its arguments and results")?;
            buffers[&value_key(results[i])].clone()
        }
        GpuScope::Shared => {
            let (ty, addressing) = memref_type(top.context, &tensor)?;
            let memref = match (place.dynamic, place.offset) {
                (Some(start), Some(offset)) => start.view(top, offset, ty),
                _ => crate::gpu::builder::memory::allocate_typed(top, ty, place.alignment),
            };
            Buffer {
                memref,
                tensor,
                addressing,
            }
        }
        GpuScope::Reg => {
            let (ty, addressing) = memref_type(top.context, &tensor)?;
            Buffer {
                memref: crate::gpu::builder::memory::allocate_typed(top, ty, 0),
                tensor,
                addressing,
            }
        }
    };
    buffers.insert(value_key(result), buffer);
    Ok(())
}

/// The shared tensors `kernel` allocates at its top, in order: (result key, bytes, alignment),
/// `absolute` giving the alignment where the hardware addresses one absolutely.
fn shared_buffers(
    context: &Context,
    kernel: &OperationRef,
    absolute: &dyn Fn(usize) -> Option<i64>,
) -> Vec<(usize, i64, i64)> {
    let mut buffers = Vec::new();
    for_each_nested(kernel, &mut |op| {
        let Some(result) = (op_name(&op) == "axe.alloc").then(|| op.result_at(0)).flatten() else {
            return;
        };
        let Some(t) = tensor_of(result.r#type()).filter(|t| t.scope == GpuScope::Shared) else {
            return;
        };
        let Ok((ty, _)) = memref_type(context, &t) else { return };
        let key = value_key(result.into());
        buffers.push((
            key,
            memref_size(ty).saturating_mul(t.elem_bytes),
            shared::alignment(&t, absolute(key)),
        ));
    });
    buffers
}

/// `axe.fill`: each thread its registers, or the block's threads the shared buffer in turn.
fn fill<'c, 'a>(
    at: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
    buffers: &Buffers<'c, 'a>,
    threads: &Threads<'c, 'a>,
) -> Result<(), String> {
    let value = op.operand(0).map_err(|_| "no value")?;
    let dst = buffer_of(buffers, op.operand(1).map_err(|_| "no tensor")?)?;
    let size = memref_size(dst.memref.r#type());
    if dst.tensor.scope == GpuScope::Reg {
        for r in 0..size {
            dst.store(at, value, &[at.index(r)]);
        }
        return Ok(());
    }
    copy::for_each_piece(at, threads.value("tx"), threads.block_threads, size, &mut |at, p| {
        dst.store(at, value, &[p])
    })
}

/// The elements of a buffer's memref type (shared and register buffers are 1-D).
fn memref_size(ty: Type) -> i64 {
    axe_passes::kernel_ir::memref_shape(ty).map_or(0, |(shape, _)| shape.iter().product())
}
