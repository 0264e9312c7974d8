"""Writes the large-DAG inputs of large-dags.mlir: python3 large_dags.py SHAPE N > out.mlir"""
import sys

shape, n = sys.argv[1], int(sys.argv[2])
bounds = "{axe.bounds = array<i64: 0, 100>}"
if shape == "chain":
    print(f"func.func @chain(%x: index {bounds}, %y: index {bounds}) -> index {{")
    print("  %v0 = arith.addi %x, %y : index")
    for i in range(1, n):
        print(f"  %v{i} = arith.addi %v{i - 1}, %x : index")
elif shape == "sum":
    print("func.func @sum(" + ", ".join(f"%a{i}: index" for i in range(n + 1)) + ") -> index {")
    print("  %v0 = arith.addi %a0, %a1 : index")
    for i in range(1, n):
        print(f"  %v{i} = arith.addi %v{i - 1}, %a{i + 1} : index")
elif shape == "shared":
    print(f"func.func @shared(%x: index {bounds}) -> index {{")
    print("  %v0 = arith.addi %x, %x : index")
    for i in range(1, n):
        print(f"  %v{i} = arith.addi %v{i - 1}, %v{i - 1} : index")
print(f"  return %v{n - 1} : index")
print("}")
