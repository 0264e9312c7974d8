// 2^63 - 1 elements copied at kernel scope by 3 blocks of 64 threads.
!huge = !axe.tensor<9223372036854775807xf32, global>
axe.kernel @huge(%x: !huge, %y: !huge) attributes {grid = array<i64: 3>, block = array<i64: 64>} {
  axe.copy %x to %y at kernel : !huge to !huge
  axe.return
}
