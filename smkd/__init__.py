"""Supervised Masked Knowledge Distillation (CVPR 2023) for few-shot Vision Transformers. The stable names
(`smkd.load_backbone`, `smkd.fewshot_dataset`, ...: `API`) are imported on first use, so `import smkd` loads no torch;
an import path from before the folders fails naming its new one (nbs/08g_api.ipynb)."""
__version__ = "0.1.0"

import sys as _sys

from .api import API, MovedPaths as _MovedPaths, stable_attribute as __getattr__

if not any(isinstance(finder, _MovedPaths) for finder in _sys.meta_path):
    _sys.meta_path.append(_MovedPaths())


def __dir__():
    return sorted([*globals(), *API])
