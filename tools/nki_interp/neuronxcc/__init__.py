"""The Beta 1 `neuronxcc.nki` API (Trn1) on the same numpy machine model."""
