"""The data: few-shot splits on disk, their cache, samplers, class pairs, training views and masks."""
