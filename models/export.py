"""Exports the model corpus (corpus.py) to the programs check.py compiles.

For each program, under OUT/<name>/:
  input<i>.npy, expected<i>.npy   the inputs and torch's outputs (eager, float32)
  linalg.mlir     torch-mlir's FX importer, output_type linalg-on-tensors
  tosa.mlir       torch-mlir's FX importer, output_type tosa, then upstream
                  mlir-opt's tosa-to-linalg pipeline (README's recipe); the
                  TOSA itself is kept as tosa.tosa.mlir
  onnx.mlir       torch.onnx.export, torch-mlir's ONNX importer, then
                  torch-mlir's lowering to linalg-on-tensors (programs marked
                  onnx=True in corpus.py)
Weights stay as the exporters write them (`dense_resource` blobs): the
corpus measures what users get, not a cleaned-up copy. An export that fails
writes <route>.error with the exporter's message instead.

Needs tools/setup-python-models.sh (torch, torch-mlir, onnx).
usage: .venv/bin/python models/export.py [--out DIR] [--only NAME ...] [--routes linalg,tosa,onnx] [--whole | --tm-tensor]
"""

import argparse
import io
import os
import pathlib
import subprocess
import shutil
import sys
import tempfile
import traceback
import warnings

import numpy as np
import torch

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import corpus  # noqa: E402

ROUTES = ("linalg", "tosa", "onnx")
LLVM_PREFIX = pathlib.Path(os.environ.get("LLVM_PREFIX", "/usr/lib/llvm-22"))
TOSA_TO_LINALG = "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))"
# torch-mlir's own ONNX route to linalg (its e2e ONNX backend's passes).
ONNX_TO_TORCH = "builtin.module(func.func(convert-torch-onnx-to-torch),torch-lower-to-backend-contract,func.func(cse,canonicalize))"


def seed_for(name):
    """A fixed seed per program (not one stream for all: adding a program changes no other)."""
    return sum(ord(c) * 31**i for i, c in enumerate(name)) % (2**31)


def build(name, builder):
    # A reduced variant of a whole model draws the same weights: the model's seed.
    torch.manual_seed(seed_for(corpus.REDUCED.get(name, name)))
    module, inputs = builder()
    return module.eval(), inputs


def outputs_of(module, inputs):
    with torch.no_grad():
        out = module(*inputs)
    return out if isinstance(out, tuple) else (out,)


def fx_export(module, inputs, name, output_type):
    from torch_mlir import fx

    m = fx.export_and_import(module, *inputs, output_type=output_type, func_name=name)
    return str(m)


def tosa_to_linalg(tosa_text):
    done = subprocess.run(
        [str(LLVM_PREFIX / "bin" / "mlir-opt"), "-", f"--pass-pipeline={TOSA_TO_LINALG}"],
        input=tosa_text,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise RuntimeError(f"mlir-opt tosa-to-linalg: {done.stderr}")
    return done.stdout


def onnx_export(module, inputs, name, d):
    import onnx
    from torch_mlir import ir
    from torch_mlir.compiler_utils import OutputType, lower_mlir_module, run_pipeline_with_repro_report
    from torch_mlir.dialects import torch as torch_d

    # The TorchScript-based exporter: it needs no onnxscript, and it is what
    # most ONNX files in the wild were written by.
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        torch.onnx.export(module, inputs, buffer, dynamo=False, opset_version=17)
    proto = onnx.load_from_string(buffer.getvalue())
    proto.graph.name = name  # the function's name in the imported program
    with tempfile.TemporaryDirectory() as tmp:
        model = pathlib.Path(tmp) / "model.onnx"
        onnx.save(proto, model)
        # torch-mlir's ONNX importer, as a user runs it (it infers shapes first).
        imported = pathlib.Path(tmp) / "onnx.torch.mlir"
        done = subprocess.run(
            [sys.executable, "-m", "torch_mlir.tools.import_onnx", str(model), "-o", str(imported)],
            capture_output=True,
            text=True,
            cwd=tmp,
        )
        if done.returncode != 0:
            raise RuntimeError(f"torch_mlir.tools.import_onnx: {done.stderr.strip()}")
        context = ir.Context()
        torch_d.register_dialect(context)
        m = ir.Module.parse(imported.read_text(), context)
    run_pipeline_with_repro_report(m, ONNX_TO_TORCH, "ONNX to the torch backend contract")
    return str(lower_mlir_module(False, OutputType.LINALG_ON_TENSORS, m))


def export_one(name, builder, onnx_too, out, routes):
    module, inputs = build(name, builder)
    expected = outputs_of(module, inputs)
    d = out / name
    d.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    for i, x in enumerate(inputs):
        np.save(d / f"input{i}.npy", x.numpy())
    for i, y in enumerate(expected):
        np.save(d / f"expected{i}.npy", y.detach().numpy())
    if name in corpus.REDUCED:
        # check.py --whole --nvptx runs the GPU emulator on the reduced variants only.
        (d / "reduced_of").write_text(corpus.REDUCED[name] + "\n")
    status = {}
    for route in routes:
        if route == "onnx" and not onnx_too:
            continue
        try:
            if route == "linalg":
                text = fx_export(module, inputs, name, "linalg-on-tensors")
            elif route == "tosa":
                tosa = fx_export(module, inputs, name, "tosa")
                (d / "tosa.tosa.mlir").write_text(tosa)
                text = tosa_to_linalg(tosa)
            else:
                text = onnx_export(module, inputs, name, d)
            (d / f"{route}.mlir").write_text(text)
            status[route] = "ok"
        except Exception as e:  # an exporter's failure is a result of the corpus, not a crash of it
            message = "".join(traceback.format_exception_only(e)).strip()
            (d / f"{route}.error").write_text(message + "\n")
            status[route] = "failed: " + message.splitlines()[0][:100]
    return status


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--out",
        help="where to write (default target/models, with --whole target/models-whole, with --tm-tensor models/tm_tensor)",
    )
    parser.add_argument("--only", nargs="*", help="program names (default: all)")
    parser.add_argument("--routes", default=",".join(ROUTES))
    parser.add_argument("--whole", action="store_true", help="the whole models (ResNet-18, a GPT-2-small decoder) instead")
    parser.add_argument(
        "--tm-tensor",
        action="store_true",
        help="what torch-mlir writes with its tm_tensor ops (cumsum, cumprod, sort, argsort, topk, index_put, index_add, scatter) instead, into models/tm_tensor",
    )
    args = parser.parse_args()
    if args.whole and args.tm_tensor:
        parser.error("--whole and --tm-tensor are two families: give one")
    programs = corpus.WHOLE if args.whole else corpus.TM_TENSOR if args.tm_tensor else corpus.PROGRAMS
    # The whole models live apart so that check.py and bench.py on the blocks never wait for them;
    # the tm_tensor family is small and committed (make test checks it).
    default = HERE / "tm_tensor" if args.tm_tensor else HERE.parent / "target" / ("models-whole" if args.whole else "models")
    args.out = args.out or str(default)
    routes = [r for r in args.routes.split(",") if r]
    unknown = set(routes) - set(ROUTES)
    if unknown:
        parser.error(f"unknown routes {sorted(unknown)}; the routes are {', '.join(ROUTES)}")
    names = {n for n, _, _ in programs}
    # `--only a b` or `--only a,b`.
    args.only = [n for item in args.only or [] for n in item.split(",") if n]
    if args.only:
        missing = set(args.only) - names
        if missing:
            parser.error(f"no programs {sorted(missing)} in corpus.py")
    out = pathlib.Path(args.out)
    for name, builder, onnx_too in programs:
        if args.only and name not in args.only:
            continue
        status = export_one(name, builder, onnx_too, out, routes)
        print(f"{name}: " + ", ".join(f"{r} {s}" for r, s in status.items()), flush=True)


if __name__ == "__main__":
    main()
