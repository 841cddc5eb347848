#!/usr/bin/env bash
#
# CPU governor management, compatible with Node.js core's benchmark/cpu.sh.
#
#   cpu.sh fast|performance   lock every CPU at its highest speed ("performance")
#   cpu.sh reset|default      restore the system default governor
#   cpu.sh get|status         print each CPU's governor as path:value lines
#
# Environment:
#   CPU_SYSFS_ROOT  Directory prepended to /sys/devices/system/cpu, so tests can
#                   point the script at a fake sysfs tree (default: empty, i.e.
#                   the real /sys).
#
# Differences from Node core's script, on purpose:
#   * Writability is checked with `[ -w file ]` rather than only `id -u`, so a
#     writable fake sysfs works without root; the message still asks for root,
#     which is what the real sysfs needs.
#   * A machine without cpufreq (most virtual machines and containers) gets a
#     clear message instead of shell errors.
#   * A CPU that cannot be set (e.g. offline, so its cpufreq directory is gone)
#     is reported by name; the others are still set and the exit status is 1.
#
# Exit status: 0 on success, 1 on bad usage or any error.

set -u

CPUPATH="${CPU_SYSFS_ROOT:-}/sys/devices/system/cpu"

usage() {
  local default_gov="the system's recommended default"
  if [ -r "$CPUPATH/cpu0/cpufreq/scaling_available_governors" ]; then
    default_gov="the system's recommended default ('$(get_default_governor)')"
  fi
  {
    echo "CPU Governor Management Script"
    echo "----------------------------------------------------------------------------"
    echo "Usage: $0 [command]"
    echo
    echo "Commands:"
    echo "  fast      Sets the governor to 'performance' for maximum speed."
    echo "            (Warning: Increases heat/power use. Use for short-term tasks.)"
    echo
    echo "  reset     Resets the governor to $default_gov."
    echo
    echo "  get       Shows the current CPU governor for ALL cores."
    echo "----------------------------------------------------------------------------"
  } >&2
}

die() {
  printf '%s\n' "$@" >&2
  exit 1
}

governor_file() {
  printf '%s' "$CPUPATH/cpu$1/cpufreq/scaling_governor"
}

# The last number in `present` ("0-3" -> 3, "0" -> 0, "0-3,8-11" -> 11),
# like Node core's `awk -F- '{print $NF}'`.
read_max_id() {
  local present
  if ! present=$(cat "$CPUPATH/present" 2>/dev/null); then
    die "Error: cannot read $CPUPATH/present, so the number of CPUs is unknown."
  fi
  if [[ ! "$present" =~ ([0-9]+)[^0-9]*$ ]]; then
    die "Error: unexpected contents of $CPUPATH/present: '$present'."
  fi
  MAXID="${BASH_REMATCH[1]}"
}

# First available of schedutil, ondemand, conservative; otherwise powersave.
get_default_governor() {
  local available gov
  available=$(cat "$CPUPATH/cpu0/cpufreq/scaling_available_governors" 2>/dev/null)
  for gov in schedutil ondemand conservative; do
    # Whole-word match: the file is a space-separated list.
    case " $available " in
      *" $gov "*)
        echo "$gov"
        return
        ;;
    esac
  done
  echo "powersave"
}

# Fails before touching anything when an existing governor file is read-only,
# so a run without root never leaves the CPUs half-switched. Missing files
# (offline CPUs) are left for set_governor to report by name.
require_writable() {
  local i=0 file
  while [ "$i" -le "$MAXID" ]; do
    file=$(governor_file "$i")
    if [ -e "$file" ] && [ ! -w "$file" ]; then
      die "Error: Run as root (sudo) to modify CPU governor." \
        "($file is not writable by user id $(id -u).)"
    fi
    i=$((i + 1))
  done
}

set_governor() {
  local governor_name="$1" i=0 file failed=()

  echo "Setting governor for all CPU cores to \"$governor_name\"..."

  while [ "$i" -le "$MAXID" ]; do
    file=$(governor_file "$i")
    if [ ! -d "$(dirname "$file")" ]; then
      echo "Error: cpu$i has no cpufreq directory ($(dirname "$file")); it may be offline. Skipped." >&2
      failed+=("cpu$i")
    elif ! { printf '%s\n' "$governor_name" > "$file"; } 2>/dev/null; then
      echo "Error: could not write \"$governor_name\" to $file for cpu$i." >&2
      failed+=("cpu$i")
    fi
    i=$((i + 1))
  done

  if [ "${#failed[@]}" -gt 0 ]; then
    echo "Error: governor not set on ${#failed[@]} CPU(s): ${failed[*]}." >&2
    return 1
  fi
  echo "Done."
}

show_governors() {
  local i=0 file files=()
  echo "Current governor status for all cores:"
  while [ "$i" -le "$MAXID" ]; do
    file=$(governor_file "$i")
    [ -e "$file" ] && files+=("$file")
    i=$((i + 1))
  done
  # -H keeps the path:value form even when only one CPU is listed.
  grep -H . "${files[@]}"
}

mode="${1:-}"
case "$mode" in
  fast | performance | reset | default | get | status) ;;
  *)
    usage
    exit 1
    ;;
esac

if [ "$(uname -s)" != "Linux" ]; then
  die "Error: This script runs on Linux only."
fi

if [ ! -e "$(governor_file 0)" ]; then
  die "Error: CPU frequency scaling (cpufreq) is not available on this machine:" \
    "$(governor_file 0) does not exist." \
    "This is common in virtual machines and containers; the CPU governor cannot be read or set here."
fi

read_max_id

case "$mode" in
  fast | performance)
    require_writable
    echo "Warning: The 'performance' mode locks the CPU at its highest speed."
    echo "It is highly recommended to 'reset' after your task is complete."
    set_governor "performance" || exit 1
    ;;

  reset | default)
    require_writable
    set_governor "$(get_default_governor)" || exit 1
    ;;

  get | status)
    show_governors || exit 1
    ;;
esac

exit 0
