"""The stages beyond the paper's two, each a folder (HCTransformers' cascade), and every stage registered on import."""
