// The unknown op is on the last line, which no newline ends (the diagnostic handler reads the
// text in place, without a terminating NUL of a copy).
func.func @f(%x: f32) -> f32 { %z = arith.bogus %x : f32 }