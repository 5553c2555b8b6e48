"""nbdev_proc_nbs without its Quarto install, then a check that the checkout is unchanged.
nbdev_proc_nbs first installs Quarto where it is missing (with sudo, then `pip install -e .[dev]`); processing the
notebooks for the docs site needs no Quarto, so this runs nbdev's own processing with that step left out."""
import subprocess, sys
import nbdev.quarto

if __name__ == "__main__":   # nbdev processes the notebooks in worker processes, which import this module again
    nbdev.quarto._ensure_quarto = lambda: None
    nbdev.quarto.nbdev_proc_nbs.__wrapped__()
    changed = subprocess.run(["git", "status", "--porcelain"], capture_output=True, text=True, check=True).stdout
    if changed: sys.exit(f"Processing the notebooks for the docs changed the checkout; commit or ignore these files:\n{changed}")
    print("docs: every notebook processed for nbdev's docs build, checkout unchanged")
