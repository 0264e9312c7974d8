// Row softmax of a 1000 x 512 matrix, 128 rows (partitions) at a time; the last
// tile is ragged. -max comes from the reduce (negate), exp(x - max) and the row
// sum from one activation, then a reciprocal and a per-row scale.
!x = !axe.tensor<1000x512xf32, hbm>
!tile = !axe.tensor<128x512xf32, sbuf, #axe.layout<S[(128,512):(1@P,1@F)]>>
!row = !axe.tensor<128x1xf32, sbuf, #axe.layout<S[(128,1):(1@P,1@F)]>>

axe.kernel @softmax(%x: !x) -> !x {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c1000 = arith.constant 1000 : index
  %out = axe.alloc : !x
  scf.for %r = %c0 to %c1000 step %c128 {
    %t = axe.alloc : !tile
    axe.copy %x[%r, %c0] to %t : !x to !tile
    %nmax = axe.alloc : !row
    axe.reduce maximum %t into %nmax negate : !tile into !row
    %e = axe.alloc : !tile
    %sum = axe.alloc : !row
    axe.map exp %t bias %nmax into %e sum %sum : !tile, !row, !tile, !row
    %inv = axe.alloc : !row
    axe.map reciprocal %sum into %inv : !row, !row
    %y = axe.alloc : !tile
    axe.binary multiply %e, %inv into %y : !tile, !row, !tile
    axe.copy %y to %out[%r, %c0] : !tile to !x
  } {axe.name = "r"}
  axe.return %out : !x
}
