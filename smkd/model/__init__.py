"""The networks (ViT, iBOT head, checkpoints ours and official), the losses under the terms, their weighted sum."""
