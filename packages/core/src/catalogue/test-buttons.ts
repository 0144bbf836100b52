/** A configured button as /button and /paybutton send it (`default` loosely typed: true, 'true', 1...). */
export const configuredButton = (button_id: string, isDefault: unknown) => ({
  button_id,
  default: isDefault,
});
