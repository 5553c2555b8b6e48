"""HCTransformers' cascade, stage 3: spectral pooling, three transformers, attribute surrogates, objective, trainer."""
