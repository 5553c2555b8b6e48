"""A run of any stage: the stage registry, the paper's stages, config, processes, loaders, step, trainer."""
