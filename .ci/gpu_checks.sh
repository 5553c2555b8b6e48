#!/usr/bin/env bash
# The GPU checks in one command, run from the repository root with $OUT a folder for the results (08f_command_benchmark's
# "Measured on a GPU", issue 61's item 4): stages 1 and 2 compiled (the default, the views compiled too; stage 1's
# networks heading its packed masked rows; each row with its kernels' bytes per graph as Triton lowers them, its MFU at
# both peaks) and profiled; the cascade's stage 3 compiled and profiled (its images/s, and whether the
# eigendecompositions or k-means bind it); stage 1 with the head under autocast (bf16, the authors' way: an A/B of
# `head_precision`); stage 1 with the glue kernels (`glue_kernels`, 02_model_kernels: an A/B of the step, and the glue alone
# by `glue_timings`); stage 1 with inductor's coordinate-descent tuning, tried once. About 10 minutes, the parts in
# the order they matter: one that would start with under 20 s left is skipped and named in the summary. Every part has
# its own time limit; after each, what finished is packed into $OUT/gpu_checks.tgz (the device tool returns at most 8
# files, and a command cut short keeps what it had written) and the summary printed at the end.
export PYTHONPATH=$PWD MPLBACKEND=Agg PYTHONUNBUFFERED=1
W=$(mktemp -d)
T0=$(date +%s)
run() {  # run LIMIT_END_SECONDS NAME COMMAND...: at most until LIMIT_END_SECONDS after the start
  local end=$1 name=$2; shift 2
  local left=$(( end - ($(date +%s) - T0) ))
  if [ "$left" -lt 20 ]; then echo "skipped $name (no time left)" >> "$W/summary.txt"; return; fi
  local t=$(date +%s)
  timeout "$left" "$@" > "$W/$name.log" 2>&1
  echo "$name: exit $? after $(( $(date +%s) - t )) s" >> "$W/summary.txt"
  tar czf "$OUT/gpu_checks.tgz" -C "$W" .
}
{ python -c "import torch, timm; print(torch.__version__, timm.__version__, torch.cuda.get_device_name())"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv; nproc; } > "$W/env.txt" 2>&1
run 60 data python -c "from smkd.benchmark import generate_split; generate_split('/tmp/bench')"
B="python -m smkd.benchmark --data /tmp/bench --steps 20 --no-pinned"
run 190 compiled-1 $B --profile "$W/prof" --stages 1 --out "$W/compiled-1.json"
run 330 compiled-2 $B --profile "$W/prof" --stages 2 --out "$W/compiled-2.json"
run 420 glue-kernels-1 $B --stages 1 --overrides '{"glue_kernels": true}' --out "$W/glue-kernels-1.json"
run 490 cascade-compiled $B --stages 3 --steps 5 --profile "$W/prof" --overrides '{"compile": true}' \
  --out "$W/cascade-compiled.json"
run 550 head-autocast-1 $B --stages 1 --overrides '{"head_precision": "autocast"}' --out "$W/head-autocast-1.json"
run 580 glue-timings python -c \
  "import json; from smkd.model.kernels import glue_timings; print(json.dumps(glue_timings()))"
run 598 coordinate-descent-1 env TORCHINDUCTOR_COORDINATE_DESCENT_TUNING=1 $B --stages 1 --out "$W/cdt-1.json"
tar czf "$OUT/gpu_checks.tgz" -C "$W" .  # with the lines of parts skipped for want of time
cat "$W/summary.txt"
