/** A field shown in a SimpleShowLayout takes `source` only so the layout can label it. */
export interface LabeledFieldProps {
  source?: string;
  label?: string;
}
