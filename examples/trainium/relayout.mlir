// Relayouts between on-chip tensors (spec 001 section 3.4 applied to copies).
// @relayout: rows of x on partitions -> columns on partitions -> rows again; each
// swap of the partition and free axes becomes TensorE transposes of 128 x 128
// blocks through PSUM, not per-element copies. @spread: 64 rows moved onto every
// other partition and back; engines keep data in its partition, so each move is a
// DMA per partition row. Both return x unchanged.
!x = !axe.tensor<128x256xf32, hbm>
!rows = !axe.tensor<128x256xf32, sbuf, #axe.layout<S[(128,256):(1@P,1@F)]>>
!cols = !axe.tensor<128x256xf32, sbuf, #axe.layout<S[(128,2,128):(1@F,128@F,1@P)]>>
!h = !axe.tensor<64x256xf32, hbm>
!half = !axe.tensor<64x256xf32, sbuf, #axe.layout<S[(64,256):(1@P,1@F)]>>
!spread = !axe.tensor<64x256xf32, sbuf, #axe.layout<S[(64,256):(2@P,1@F)]>>

axe.kernel @relayout(%x: !x) -> !x {
  %c0 = arith.constant 0 : index
  %out = axe.alloc : !x
  %r = axe.alloc : !rows
  axe.copy %x[%c0, %c0] to %r : !x to !rows
  %t = axe.alloc : !cols
  axe.copy %r to %t : !rows to !cols
  %back = axe.alloc : !rows
  axe.copy %t to %back : !cols to !rows
  axe.copy %back to %out[%c0, %c0] : !rows to !x
  axe.return %out : !x
}

axe.kernel @spread(%x: !h) -> !h {
  %c0 = arith.constant 0 : index
  %out = axe.alloc : !h
  %a = axe.alloc : !half
  axe.copy %x[%c0, %c0] to %a : !h to !half
  %s = axe.alloc : !spread
  axe.copy %a to %s : !half to !spread
  %b = axe.alloc : !half
  axe.copy %s to %b : !spread to !half
  axe.copy %b to %out[%c0, %c0] : !half to !h
  axe.return %out : !h
}
